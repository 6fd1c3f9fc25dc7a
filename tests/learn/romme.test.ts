import { describe } from 'vitest';
import { frenchParts, rommePack } from '../../src/engine/cards/french';
import { ROMME } from '../../src/engine/romme/game';
import { ROMME_VIOLATIONS } from '../../src/i18n/romme';
import { ROMME_LEARN_MISSES } from '../../src/i18n/learn-romme';
import { ROMME_LESSONS, ROMME_PRACTICE } from '../../src/learn/romme';
import { lessonSuite, practiceSuite } from './suite';

const isCard = (c: string) => frenchParts(c) !== null;
const common = { game: ROMME, messages: ROMME_VIOLATIONS, learn: ROMME_LEARN_MISSES, isCard, deck: rommePack() };

describe('Rommé lessons', () => lessonSuite({ ...common, lessons: ROMME_LESSONS }));
describe('Rommé practice', () => practiceSuite({ ...common, practice: ROMME_PRACTICE }));
