/**
 * What one Quincunx seat may know (viewFor), a full state dealt from that knowledge (determinize), and the
 * game as the computer players play it (QUINCUNX_PLAY: no notation, so their worker loads none).
 */
import { pick, type GameOutcome, type GamePlay } from '../core/game';
import { shuffle, seedToState } from '../core/rng';
import type { DecktetCard } from '../cards/decktet';
import {
  allCards, apply, deckFor, legalMoves, setup,
  type QuincunxEvent, type QuincunxMove, type QuincunxState, type QuincunxViolationCode,
} from './engine';
import type { QuincunxRuleId } from './rules';
import { DEFAULT_OPTIONS, type QuincunxOptions } from './scoring';

/** What every seat sees as it is in the state. */
const PUBLIC = ['options', 'rows', 'cols', 'spread', 'dealer', 'current', 'round', 'rounds', 'phase', 'result'] as const satisfies readonly (keyof QuincunxState)[];

/**
 * What one seat knows: the spread (every card in it was played face up), its
 * own hand, how many cards the others hold and the pile has, whose turn it
 * is, the score sheet. Once a round is over every hand is shown, since the
 * penalties are counted from them. Hidden: the other hands while the round
 * runs, the order of the pile, the shuffle of later rounds.
 */
export interface QuincunxView extends Pick<QuincunxState, (typeof PUBLIC)[number]> {
  readonly seat: number;
  /** The seat's own hand; the others' only once the round is over (null while hidden). */
  readonly hands: readonly (readonly DecktetCard[] | null)[];
  readonly handCounts: readonly number[];
  readonly pileCount: number;
}

/** The seat to move: the player in a running round, the next dealer between rounds, nobody once the game is over. */
export function toAct(state: QuincunxState): number | null {
  if (state.phase === 'play') return state.current;
  if (state.phase === 'roundEnd') return (state.dealer + 1) % state.options.players;
  return null;
}

/** How the game came out: the totals and the highest (shared on a tie), or the solitaire won or lost with its score. */
export function outcome(state: QuincunxState): GameOutcome | null {
  const r = state.result;
  if (r === null || state.phase !== 'over') return null;
  if (r.kind === 'solitaire') return { code: r.won ? 'won' : 'lost', winners: r.won ? [0] : [], scores: [r.total] };
  return { code: 'scores', winners: r.winners, scores: r.totals };
}

export function viewFor(state: QuincunxState, seat: number): QuincunxView {
  const open = state.phase !== 'play';
  return {
    ...pick(state, PUBLIC),
    seat,
    hands: state.hands.map((h, i) => (i === seat || open ? h : null)),
    handCounts: state.hands.map((h) => h.length),
    pileCount: state.pile.length,
  };
}

/** A full state behind a view: the cards the seat has not seen dealt at random (from `seed`) into the hidden hands and the pile. */
export function determinize(view: QuincunxView, seat: number, seed: number | string): QuincunxState {
  const seen = new Set<DecktetCard>([...view.spread.filter((c): c is DecktetCard => c != null), ...view.hands.flatMap((h) => h ?? [])]);
  const [unseen, rng] = shuffle(deckFor(view.options).filter((c) => !seen.has(c)), seedToState(seed));
  let k = 0;
  const take = (count: number) => unseen.slice(k, (k += count));
  const hands = view.hands.map((h, i) => (h ?? (i === seat ? [] : take(view.handCounts[i] ?? 0))));
  return { ...pick(view, PUBLIC), hands, pile: take(view.pileCount), rng };
}

export const QUINCUNX_PLAY: GamePlay<QuincunxState, QuincunxMove, QuincunxOptions, QuincunxView, QuincunxEvent, QuincunxRuleId, QuincunxViolationCode> = {
  id: 'quincunx',
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  legalMoves,
  apply,
  toAct,
  result: outcome,
  seats: (state) => state.options.players,
  viewFor,
  determinize,
  cards: allCards,
};
