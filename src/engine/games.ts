/**
 * The registry: every game's engine object, in menu order (GAME_IDS). Build
 * code, tests and the bench use it; islands import one game's folder, never
 * this file (it would bundle all four engines). A game missing here is a
 * compile error.
 */
import { GAME_IDS, type AnyGame, type GameId } from './core/game';
import { CONQUIAN } from './conquian/game';
import { GONGOR_WHIST } from './gongor-whist/game';
import { QUINCUNX } from './quincunx/game';
import { ROMME } from './romme/game';

export const GAMES_BY_ID = {
  conquian: CONQUIAN,
  romme: ROMME,
  quincunx: QUINCUNX,
  'gongor-whist': GONGOR_WHIST,
} as const satisfies Record<GameId, AnyGame>;

export const GAMES: readonly AnyGame[] = GAME_IDS.map((id) => GAMES_BY_ID[id]);
