import { describe } from 'vitest';
import { conquianPack } from '../../src/engine/cards/french';
import { CONQUIAN } from '../../src/engine/conquian/game';
import { isConquianCard } from '../../src/engine/conquian/combos';
import { CONQUIAN_VIOLATIONS } from '../../src/i18n/conquian';
import { CONQUIAN_LEARN_MISSES } from '../../src/i18n/learn-conquian';
import { CONQUIAN_LESSONS, CONQUIAN_PRACTICE } from '../../src/learn/conquian';
import { lessonSuite, practiceSuite } from './suite';

describe('Conquian lessons', () => {
  lessonSuite({ game: CONQUIAN, lessons: CONQUIAN_LESSONS, messages: CONQUIAN_VIOLATIONS, learn: CONQUIAN_LEARN_MISSES, isCard: isConquianCard, deck: conquianPack() });
});

describe('Conquian practice', () => {
  practiceSuite({ game: CONQUIAN, practice: CONQUIAN_PRACTICE, messages: CONQUIAN_VIOLATIONS, learn: CONQUIAN_LEARN_MISSES, isCard: isConquianCard, deck: conquianPack() });
});
