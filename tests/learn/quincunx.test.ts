import { describe } from 'vitest';
import { basicDecktet, decktetInfo } from '../../src/engine/cards/decktet';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import { QUINCUNX_VIOLATIONS } from '../../src/i18n/quincunx';
import { QUINCUNX_LEARN_MISSES } from '../../src/i18n/learn-quincunx';
import { QUINCUNX_LESSONS, QUINCUNX_PRACTICE } from '../../src/learn/quincunx';
import { lessonSuite, practiceSuite } from './suite';

const isCard = (c: string) => decktetInfo(c) !== undefined;
const common = { game: QUINCUNX, messages: QUINCUNX_VIOLATIONS, learn: QUINCUNX_LEARN_MISSES, isCard, deck: basicDecktet() };

describe('Quincunx lessons', () => lessonSuite({ ...common, lessons: QUINCUNX_LESSONS }));
describe('Quincunx practice', () => practiceSuite({ ...common, practice: QUINCUNX_PRACTICE }));
