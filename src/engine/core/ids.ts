/**
 * The registry of games: their slugs, in menu order. A new game adds its slug
 * here first. The slug is the page path (`/de/<slug>/`, `/en/<slug>/`) and
 * never changes once published. Everything else that lists the games reads
 * this list: the content schema, `GAMES` (src/engine/games.ts), the home
 * page, the page-weight budgets and the bench (scripts/page-weight.mjs,
 * scripts/bench.mjs and scripts/bench/interactions.mjs import this file
 * directly, with Node's type stripping: so it imports nothing).
 */
export const GAME_IDS = ['conquian', 'romme', 'quincunx', 'gongor-whist'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}
