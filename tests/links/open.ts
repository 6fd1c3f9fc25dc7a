/**
 * What a link opens, as data that survives a refactor of the state types.
 *
 * `openLink(island, value)` reads one URL parameter value (as
 * URLSearchParams.get returns it) through the same reader the island uses,
 * and describes the result: the game's own position notation of the state it
 * opens, plus the example step, the moves replayed, the seat to act, the
 * legal moves in move notation and the options in the link's option text.
 * A value the island rejects gives { bad: true }.
 *
 * Shared by the generator (scripts/make-link-corpus.ts, which writes
 * tests/fixtures/links.json) and the test (tests/links/corpus.test.ts).
 * THE READING ADAPTER is the block marked below: when the islands move to the
 * GameEngine interface, only that block changes (read with the new API, then
 * describe the state in the same words); the describers may be re-pointed at
 * the new API as long as they produce the same text.
 */
import * as cq from '../../src/engine/conquian';
import * as rm from '../../src/engine/romme';
import * as qx from '../../src/engine/quincunx';
import * as gw from '../../src/engine/gongor-whist';
import type { Violation } from '../../src/engine/core/result';
import { exampleFrames, exampleFromUrl, type Frame, type Notation } from '../../src/islands/shared/replay';
import { readGameLinkKeeping } from '../../src/engine/core/link';
import { gameFromUrl as rmGameFromUrl } from '../../src/islands/romme/gameUrl';
import { checkFromUrl } from '../../src/islands/romme/checkUrl';
import { exploreFromUrl, full as qxExploreOptions } from '../../src/islands/quincunx/exploreUrl';
import { advisorFromUrl, LINK as GW_LINK, flagsOf as gwFlags } from '../../src/islands/gongor-whist/gameUrl';

export type Expect = { readonly bad: true; readonly opens?: Described } | Described;
export type Described = { readonly [k: string]: unknown };

export interface LinkEntry {
  readonly island: string;
  readonly page: string;
  readonly value: string;
  /** Where a documented link is shown (notation pages); absent for generated links. */
  readonly doc?: readonly string[];
  readonly expect: Expect;
}

// ---------------------------------------------------------------- describers (state → words)

const seat = (p: number | null) => (p === null ? null : p);
const violationText = (v: Violation | null) => (v ? `${v.rule} ${v.code}` : null);

export function describeConquian(s: cq.ConquianState): Described {
  return {
    // The position fields and option letters as they were written before the contract (no options, dealer or firstTurn lines; the dealer apart).
    position: cq.formatPosition({ hands: s.hands, melds: s.melds, centre: s.centre, current: s.current, phase: s.phase, stock: s.stock, dead: s.dead }),
    options: cq.CONQUIAN.options.format({ ...s.options, dealer: 0 }),
    dealer: s.options.dealer,
    firstTurn: s.firstTurn,
    toAct: seat(cq.toAct(s)),
    result: s.result === null ? null : s.result.kind === 'win' ? `win ${s.result.winner}` : `draw${s.result.doublesNext ? ' doubles' : ''}`,
    legal: s.phase === 'over' ? [] : cq.legalMoves(s).map(cq.formatMove),
  };
}

function dealerChoiceText(c: rm.DealerChoice): string {
  if (c.method === 'given') return 'given';
  if (c.method === 'firstAce') return `firstAce: ${c.cards.join(' ')}`;
  return `highCard: ${c.rounds.map((r) => r.map((x) => `${rm.seatLabel(x.seat)}=${x.cards.join(',')}`).join(' ')).join(' / ')}`;
}

export function describeRomme(s: rm.RommeState): Described {
  return {
    // the position text without the lines for the cards taken and the call (given below, as before)
    position: rm.formatPosition({ ...rm.positionOf(s), taken: undefined, call: undefined }),
    rng: s.rng,
    dealerChoice: dealerChoiceText(s.dealerChoice),
    taken: s.taken.join(' '),
    call: s.call ? `${rm.seatLabel(s.call.seat)} ${s.call.leftover}` : null,
    history: s.history.map((h) => `deal ${h.deal} dealer ${rm.seatLabel(h.dealer)} ${h.how}${h.winner !== null ? ` ${rm.seatLabel(h.winner)}` : ''}: ${h.penalties.join(' ')}`),
    // the seat that plays a card (between deals the engine's toAct names the next dealer)
    toAct: seat(s.phase === 'dealOver' ? null : rm.ROMME.toAct(s)),
    result: s.result ? `${s.result.scores.join(' ')} winners ${s.result.winners.map(rm.seatLabel).join(' ')}` : null,
    legal: s.phase === 'over' ? [] : rm.legalMoves(s).map(rm.formatMove),
  };
}

/** Quincunx has no positionOf: the state's position in its own notation (scores = running totals). */
function quincunxPosition(s: qx.QuincunxState): qx.Position {
  const spread: Record<string, string> = {};
  s.spread.forEach((c, i) => {
    if (c !== null) spread[qx.cellName(i, s.cols)] = c;
  });
  return { options: s.options, spread, hands: s.hands, pile: s.pile, current: s.current, dealer: s.dealer, round: s.round, scores: qx.totals(s) };
}

export function describeQuincunx(s: qx.QuincunxState): Described {
  return {
    position: qx.formatPosition(quincunxPosition(s)),
    phase: s.phase,
    rng: s.rng,
    rounds: s.rounds.map((r) => `dealer ${r.dealer}; points ${r.points.join(' ')}; muggins ${r.muggins.join(' ')}; penalties ${r.penalties ? r.penalties.join(' ') : '-'}`),
    result: s.result === null ? null : s.result.kind === 'solitaire' ? `solitaire ${s.result.won ? 'won' : 'lost'} ${s.result.total}` : `scores ${s.result.totals.join(' ')} winners ${s.result.winners.join(' ')}`,
    legalCells: s.phase === 'play' ? qx.legalCells(s) : [],
  };
}

export function describeGongorWhist(s: gw.GongorWhistState): Described {
  return {
    position: gw.formatPosition(gw.positionOf(s)),
    options: gwFlags(s.options),
    phase: s.phase,
    trick: s.trick ? `${s.trick.lead} ${s.trick.card ?? '-'} ${s.trick.twiddles}` : null,
    tricks: s.tricks.map((t) => `${t.lead} ${t.card} ${t.trump ?? 'none'} ${t.twiddles} ${t.won ? 'won' : 'lost'} ${t.reason}`),
    history: s.history.map((h) => `pass ${h.pass} ${h.half} bid ${h.bid} tricks ${h.tricks} ${h.made ? 'made' : 'missed'}`),
    result: s.result === null ? null : s.result.kind === 'points' ? `points ${s.result.score} ${s.result.clearWin ? 'clear' : 'not-clear'} passes ${s.result.passesUsed} hands ${s.result.hands}` : s.result.kind === 'won' ? `won hands ${s.result.hands}` : `lost hands ${s.result.hands} bid ${s.result.bid} tricks ${s.result.tricks}`,
    legal: s.phase === 'over' ? [] : gw.legalMoves(s).map(gw.formatMove),
  };
}

// ---------------------------------------------------------------- THE READING ADAPTER (today's readers)

const CQ: Notation<cq.ConquianState, cq.ConquianMove> = { parseMove: cq.CONQUIAN.notation.parseMove, formatMove: cq.CONQUIAN.notation.formatMove, apply: cq.CONQUIAN.apply };
const RM: Notation<rm.RommeState, rm.RommeMove> = { parseMove: rm.parseMove, formatMove: rm.formatMove, apply: rm.apply };
const QX: Notation<qx.QuincunxState, qx.QuincunxMove> = { parseMove: qx.QUINCUNX.notation.parseMove, formatMove: qx.QUINCUNX.notation.formatMove, apply: qx.QUINCUNX.apply };
const GW: Notation<gw.GongorWhistState, gw.GongorWhistMove> = { parseMove: gw.parseMove, formatMove: gw.formatMove, apply: gw.apply };

/** The island keys that are not worked examples. */
export const GAME_KEYS = ['cq-game', 'rm-play', 'rm-check', 'qx-game', 'qx-explore', 'gw-game', 'gw-advisor'] as const;

/** Example island `<prefix>-<id>` with reader-own moves (Conquian, Rommé, Gongor Whist). */
function openExample<S, M>(engine: Notation<S, M>, start: S | null, moves: readonly string[], raw: string, describe: (s: S) => Described): Expect {
  if (start === null) return { bad: true };
  const frames: Frame<S, unknown>[] = exampleFrames(engine, start, moves);
  const r = exampleFromUrl(engine, frames, raw);
  if (!r) return { bad: true };
  const current = r.states.length ? r.states[r.states.length - 1]! : frames[r.n]!.state;
  return { step: r.n, own: r.texts, refused: r.texts.length ? null : violationText(frames[r.n]!.refused), ...describe(current) };
}

export function openLink(island: string, value: string): Expect {
  switch (island) {
    case 'cq-game': {
      // as the island reads it (useGame): a bad move keeps the moves before it, with a notice
      const r = readGameLinkKeeping(cq.CONQUIAN, value);
      if (!r) return { bad: true };
      const opened = { seed: r.game.seed, moves: r.game.moves.length, ...describeConquian(r.game.states[r.game.states.length - 1]!) };
      return r.cut ? { bad: true, opens: opened } : opened;
    }
    case 'rm-play': {
      const r = rmGameFromUrl(value);
      if (!r) return { bad: true };
      const g = r.game;
      const opened = { seed: g.seed, settings: rm.ROMME.options.format(g.options), moves: g.moves.length, ...describeRomme(g.states[g.states.length - 1]!) };
      return r.cut ? { bad: true, opens: opened } : opened;
    }
    case 'rm-check': {
      const groups = checkFromUrl(value);
      return groups ? { melds: groups.map((g) => g.join(' ')) } : { bad: true };
    }
    case 'qx-game': {
      const r = qx.readGameLinkKeeping(value);
      if (!r) return { bad: true };
      const g = r.game;
      const opened = { seed: String(g.seed), options: qx.formatOptions(g.options), moves: g.moves.length, ...describeQuincunx(g.states[g.states.length - 1]!) };
      return r.cut ? { bad: true, opens: opened } : opened;
    }
    case 'qx-explore': {
      const x = exploreFromUrl(value);
      return x ? { options: qx.formatOptions(qxExploreOptions(x.options)), spread: qx.formatSpread(x.spread), played: x.played ? `${x.played.card}@${x.played.cell}` : null } : { bad: true };
    }
    case 'gw-game': {
      const r = readGameLinkKeeping(gw.GONGOR_WHIST, value, { legacyMoves: GW_LINK.legacyMoves });
      if (!r) return { bad: true };
      const opened = { seed: r.game.seed, moves: r.game.moves.length, ...describeGongorWhist(r.game.states[r.game.states.length - 1]!) };
      return r.cut ? { bad: true, opens: opened } : opened;
    }
    case 'gw-advisor': {
      const seed = advisorFromUrl(value);
      return seed ? { seed, ...describeGongorWhist(gw.setup(gw.DEFAULT_OPTIONS, seed)) } : { bad: true };
    }
  }
  const dash = island.indexOf('-');
  const prefix = island.slice(0, dash);
  const id = island.slice(dash + 1);
  if (prefix === 'cq') {
    const ex = cq.CONQUIAN_GAME_EXAMPLES.find((e) => e.id === id);
    if (!ex) throw new Error(`no Conquian example ${id}`);
    return openExample(CQ, ex.start(), ex.moves, value, describeConquian);
  }
  if (prefix === 'rm') {
    const game = rm.ROMME_GAME_EXAMPLES.find((e) => e.id === id);
    if (!game) throw new Error(`no Rommé example ${id}`);
    return openExample(RM, game.start(), game.moves, value, describeRomme);
  }
  if (prefix === 'gw') {
    const ex = gw.GONGOR_WHIST_EXAMPLES.find((e) => e.id === id);
    if (!ex) throw new Error(`no Gongor Whist example ${id}`);
    return openExample(GW, gw.fromPosition(ex.position), ex.steps.map((s) => s.move), value, describeGongorWhist);
  }
  if (prefix === 'qx') {
    const ex = qx.QUINCUNX_EXAMPLES.find((e) => e.id === id);
    if (!ex) throw new Error(`no Quincunx example ${id}`);
    // The island is the shared ExampleIsland: the engine's example start, the shared step reader.
    const game = qx.QUINCUNX_GAME_EXAMPLES.find((e) => e.id === id)!;
    const frames = exampleFrames(QX, game.start(), game.moves);
    const r = exampleFromUrl(QX, frames, value);
    if (!r) return { bad: true };
    const current = r.states.length ? r.states[r.states.length - 1]! : frames[r.n]!.state;
    return { step: r.n, refused: r.texts.length ? null : violationText(frames[r.n]!.refused), ...describeQuincunx(current) };
  }
  throw new Error(`unknown island key ${island}`);
}
