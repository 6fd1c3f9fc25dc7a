/**
 * The four games' players for the player tests, with the option sets they
 * are tested under and a strong player with a tiny budget (the full budget
 * and 1,000 deals per pairing are in `npm run bench -- players`).
 */
import type { AnyGame } from '../../src/engine/core/game';
import type { GamePlayers, Player } from '../../src/engine/core/player';
import { CONQUIAN_PLAYERS, CONQUIAN_REASON_CODES } from '../../src/engine/conquian/players';
import { GONGOR_WHIST_PLAYERS, GONGOR_WHIST_REASON_CODES } from '../../src/engine/gongor-whist/players';
import { QUINCUNX_PLAYERS, QUINCUNX_REASON_CODES } from '../../src/engine/quincunx/players';
import { ROMME_PLAYERS, ROMME_REASON_CODES } from '../../src/engine/romme/players';
import { GAMES_BY_ID } from '../../src/engine/games';

export interface PlayerCase {
  readonly game: AnyGame;
  readonly players: GamePlayers<unknown, unknown>;
  readonly codes: readonly string[];
  /** Option sets: 2 players first, then more seats and a variation. */
  readonly options: readonly Record<string, unknown>[];
  /** Budget of the strong player in tests. */
  readonly tiny: number;
}

export const CASES: readonly PlayerCase[] = [
  { game: GAMES_BY_ID.conquian, players: CONQUIAN_PLAYERS as GamePlayers<unknown, unknown>, codes: CONQUIAN_REASON_CODES, options: [{}, { dealer: 1, forcedAddScope: 'startOfTurn' }], tiny: 12 },
  {
    game: GAMES_BY_ID.romme,
    players: ROMME_PLAYERS as GamePlayers<unknown, unknown>,
    codes: ROMME_REASON_CODES,
    options: [{ players: 2, deals: 1 }, { players: 3, deals: 1, takeDiscardBeforeFirstMeld: 'meldAtOnce' }, { players: 2, deals: 1, variant: 'noLayout' }, { players: 4, deals: 1, goOutWithDiscard: false, maxJokersPerMeld: 1 }],
    tiny: 10,
  },
  { game: GAMES_BY_ID.quincunx, players: QUINCUNX_PLAYERS as GamePlayers<unknown, unknown>, codes: QUINCUNX_REASON_CODES, options: [{ players: 2 }, { players: 3, muggins: true }, { players: 4, mode: 'openSpread' }], tiny: 10 },
  { game: GAMES_BY_ID['gongor-whist'], players: GONGOR_WHIST_PLAYERS as GamePlayers<unknown, unknown>, codes: GONGOR_WHIST_REASON_CODES, options: [{}, { mode: 'points', pointsPasses: 1 }], tiny: 40 },
];

export function strengths(c: PlayerCase): [string, Player<unknown, unknown>][] {
  return [
    ['beginner', c.players.beginner],
    ['strong', c.players.strongWith(c.tiny)],
  ];
}
