/**
 * The play island's address: ?rm-play=<seed>~<flags>:<move>;<move>…
 * Flags: the number of players (2–6); a variation letter (n "Rommé mit n",
 * optionally followed by its limit, o one suit, m several discards, k the
 * children's game); option letters for the other readings (l lay off only
 * from the next turn, j one joker per meld, d no going out by discarding,
 * r the deal ends when the stock is empty, a no run A-…-A, f first dealer by
 * the first Ace, c the caller's leftovers count, s undeclared jokers read from
 * their place, t the discard only to meld it at once). Plain module: no DOM.
 */
import { apply, formatMove, parseMove, setup, type RommeMove, type RommeOptions, type RommeState, type SetupOptions, type Variant } from '../../engine/romme';
import { replayMoves, type Notation } from '../shared/replay';

const ENGINE: Notation<RommeState, RommeMove> = { parseMove, formatMove, apply };

export interface PlaySettings {
  readonly players: number;
  readonly variant: Variant;
  readonly noLayoutLimit: number;
  readonly layOffSameTurnAsInitial: boolean;
  readonly oneJoker: boolean;
  readonly goOutWithDiscard: boolean;
  readonly stockOutReshuffleDiscards: boolean;
  readonly aceBothEnds: boolean;
  readonly firstAce: boolean;
  readonly noLayoutCallerPenalty: boolean;
  readonly jokerBySkatOrder: boolean;
  readonly modernTake: boolean;
}

export const DEFAULT_SETTINGS: PlaySettings = {
  players: 4,
  variant: 'standard',
  noLayoutLimit: 7,
  layOffSameTurnAsInitial: true,
  oneJoker: false,
  goOutWithDiscard: true,
  stockOutReshuffleDiscards: true,
  aceBothEnds: true,
  firstAce: false,
  noLayoutCallerPenalty: false,
  jokerBySkatOrder: false,
  modernTake: false,
};

const VARIANT_LETTER: Record<Variant, string> = { standard: '', noLayout: 'n', oneSuit: 'o', multiDiscardTake: 'm', kids7: 'k' };

export function setupOptions(s: PlaySettings): SetupOptions {
  const o: Partial<RommeOptions> = {
    variant: s.variant,
    noLayoutLimit: s.noLayoutLimit,
    layOffSameTurnAsInitial: s.layOffSameTurnAsInitial,
    maxJokersPerMeld: s.oneJoker ? 1 : null,
    goOutWithDiscard: s.goOutWithDiscard,
    stockOutReshuffleDiscards: s.stockOutReshuffleDiscards,
    aceBothEnds: s.aceBothEnds,
    firstDealer: s.firstAce ? 'firstAce' : 'highCard',
    noLayoutCallerPenalty: s.noLayoutCallerPenalty,
    jokerBySkatOrder: s.jokerBySkatOrder,
    takeDiscardBeforeFirstMeld: s.modernTake ? 'meldAtOnce' : 'free',
  };
  return { ...o, players: s.players };
}

export function formatFlags(s: PlaySettings): string {
  let f = String(s.players) + VARIANT_LETTER[s.variant];
  if (s.variant === 'noLayout' && s.noLayoutLimit !== 7) f += String(s.noLayoutLimit);
  if (!s.layOffSameTurnAsInitial) f += 'l';
  if (s.oneJoker) f += 'j';
  if (!s.goOutWithDiscard) f += 'd';
  if (!s.stockOutReshuffleDiscards) f += 'r';
  if (!s.aceBothEnds) f += 'a';
  if (s.firstAce) f += 'f';
  if (s.noLayoutCallerPenalty) f += 'c';
  if (s.jokerBySkatOrder) f += 's';
  if (s.modernTake) f += 't';
  return f;
}

export function parseFlags(text: string): PlaySettings | null {
  const m = /^([2-6])([nomk]?)(\d{1,2})?([ljdrafcst]*)$/.exec(text);
  if (!m) return null;
  const letters = m[4] ?? '';
  if (new Set(letters).size !== letters.length) return null;
  const variant = (Object.entries(VARIANT_LETTER).find(([, l]) => l === (m[2] ?? ''))?.[0] ?? 'standard') as Variant;
  if (m[3] !== undefined && variant !== 'noLayout') return null;
  const limit = m[3] !== undefined ? Number(m[3]) : 7;
  if (limit < 0 || limit > 30) return null;
  return {
    players: Number(m[1]),
    variant,
    noLayoutLimit: limit,
    layOffSameTurnAsInitial: !letters.includes('l'),
    oneJoker: letters.includes('j'),
    goOutWithDiscard: !letters.includes('d'),
    stockOutReshuffleDiscards: !letters.includes('r'),
    aceBothEnds: !letters.includes('a'),
    firstAce: letters.includes('f'),
    noLayoutCallerPenalty: letters.includes('c'),
    jokerBySkatOrder: letters.includes('s'),
    modernTake: letters.includes('t'),
  };
}

export interface PlayGame {
  readonly seed: string;
  readonly settings: PlaySettings;
  /** Moves in canonical notation, and the state after each (states[0] is the deal). */
  readonly moves: readonly string[];
  readonly states: readonly RommeState[];
}

const SEED = /^[A-Za-z0-9_-]{1,32}$/;

export function newGame(seed: string, settings: PlaySettings): PlayGame {
  return { seed, settings, moves: [], states: [setup(setupOptions(settings), seed)] };
}

export function gameToUrl(g: PlayGame): string {
  return `${g.seed}~${formatFlags(g.settings)}${g.moves.length ? `:${g.moves.join(';')}` : ''}`;
}

/**
 * Rebuild a game from the address. A bad seed or bad flags: null. A move that
 * is unreadable or illegal: the deal's start with `tampered` set.
 */
export function gameFromUrl(raw: string): { game: PlayGame; tampered: boolean } | null {
  // seed, optionally ~settings (a bare seed plays the default settings), optionally :moves
  const m = /^([^~:]*)(?:~([^:]*))?(?::([\s\S]*))?$/.exec(raw);
  if (!m || !SEED.test(m[1] ?? '')) return null;
  const settings = m[2] === undefined ? DEFAULT_SETTINGS : parseFlags(m[2]);
  if (!settings) return null;
  const start = newGame(m[1]!, settings);
  const first = start.states[0]!;
  const replayed = replayMoves(ENGINE, first, (m[3] ? m[3].split(';') : []).filter((text) => text.trim()));
  if (!replayed) return { game: start, tampered: true };
  return { game: { ...start, moves: replayed.texts, states: [first, ...replayed.states] }, tampered: false };
}
