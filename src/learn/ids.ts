/**
 * The lesson ids of each game in teaching order, without the lessons
 * themselves (so the progress island loads no engine). A test holds them equal
 * to the lesson data and to the sections of the lesson pages.
 */
import type { GameId } from '../engine/core/game';

export const LESSON_IDS: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  conquian: ['runs', 'take', 'pass', 'hand-only', 'rearrange', 'forced', 'going-out', 'eleven'],
  romme: ['runs', 'sets', 'values', 'first-meld', 'lay-off', 'joker', 'going-out', 'penalties'],
  quincunx: ['basic', 'ace-match', 'draw', 'pair', 'sequence', 'three', 'power-play', 'penalty'],
  'gongor-whist': ['cards', 'follow', 'higher', 'trump', 'twiddle', 'bid', 'exact'],
};
