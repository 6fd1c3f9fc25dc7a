import { describe } from 'vitest';
import { basicDecktet, decktetInfo } from '../../src/engine/cards/decktet';
import { GONGOR_WHIST } from '../../src/engine/gongor-whist/game';
import { GONGOR_WHIST_VIOLATIONS } from '../../src/i18n/gongor-whist';
import { GONGOR_WHIST_LEARN_MISSES } from '../../src/i18n/learn-gongor-whist';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../src/learn/gongor-whist';
import { lessonSuite, practiceSuite } from './suite';

const isCard = (c: string) => decktetInfo(c) !== undefined;
const common = { game: GONGOR_WHIST, messages: GONGOR_WHIST_VIOLATIONS, learn: GONGOR_WHIST_LEARN_MISSES, isCard, deck: basicDecktet() };

describe('Gongor Whist lessons', () => lessonSuite({ ...common, lessons: GONGOR_WHIST_LESSONS }));
describe('Gongor Whist practice', () => practiceSuite({ ...common, practice: GONGOR_WHIST_PRACTICE }));
