/**
 * The registry: every game's engine object, in menu order (GAME_IDS). Build
 * code, tests and the bench use it; islands import one game's folder, never
 * this file (it would bundle all four engines). A game missing here is a
 * compile error.
 */
import { GAME_IDS, type AnyGame, type GameId } from './core/game';
import { CONQUIAN_GAME_EXAMPLES } from './conquian/examples';
import { CONQUIAN, CONQUIAN_OPTION_SPACE } from './conquian/game';
import { CONQUIAN_POSITIONS } from './conquian/positions';
import { GONGOR_WHIST_GAME_EXAMPLES } from './gongor-whist/examples';
import { GONGOR_WHIST, GONGOR_WHIST_OPTION_SPACE } from './gongor-whist/game';
import { GONGOR_WHIST_POSITIONS } from './gongor-whist/positions';
import { QUINCUNX_GAME_EXAMPLES } from './quincunx/examples';
import { QUINCUNX, QUINCUNX_OPTION_SPACE } from './quincunx/game';
import { QUINCUNX_POSITIONS } from './quincunx/positions';
import { ROMME_GAME_EXAMPLES } from './romme/examples';
import { ROMME, ROMME_OPTION_SPACE } from './romme/game';
import { ROMME_POSITIONS } from './romme/positions';

/** Each game's rules with its position text, its worked examples and its option space: the whole contract (GameEngine). */
export const GAMES_BY_ID = {
  conquian: { ...CONQUIAN, notation: { ...CONQUIAN.notation, ...CONQUIAN_POSITIONS }, examples: CONQUIAN_GAME_EXAMPLES, optionSpace: CONQUIAN_OPTION_SPACE },
  romme: { ...ROMME, notation: { ...ROMME.notation, ...ROMME_POSITIONS }, examples: ROMME_GAME_EXAMPLES, optionSpace: ROMME_OPTION_SPACE },
  quincunx: { ...QUINCUNX, notation: { ...QUINCUNX.notation, ...QUINCUNX_POSITIONS }, examples: QUINCUNX_GAME_EXAMPLES, optionSpace: QUINCUNX_OPTION_SPACE },
  'gongor-whist': { ...GONGOR_WHIST, notation: { ...GONGOR_WHIST.notation, ...GONGOR_WHIST_POSITIONS }, examples: GONGOR_WHIST_GAME_EXAMPLES, optionSpace: GONGOR_WHIST_OPTION_SPACE },
} as const satisfies Record<GameId, AnyGame>;

export const GAMES: readonly AnyGame[] = GAME_IDS.map((id) => GAMES_BY_ID[id]);
