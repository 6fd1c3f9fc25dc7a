/**
 * Every Quincunx reader of outside text — the game, explorer and example
 * links and the notation parsers behind them — returns a result for any
 * string and never throws (issue 11.4); tables are read by their own keys
 * only (issue 11.5).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatExploreLink, formatGameLink, legalMoves, parseGame, parseMove, parseMoves, parseOptions, parsePosition, parseSpread,
  QUINCUNX_EXAMPLES, QUINCUNX_PARSE_CODES, readExploreLink, readGameLink, readGameLinkKeeping, setup, apply,
  type QuincunxMove, type QuincunxOptions,
} from '../../src/engine/quincunx';
import { Rng } from '../../src/engine/core/rng';
import { stepFromUrl } from '../../src/islands/shared/replay';
import { exploreFromUrl, exploreToUrl } from '../../src/islands/quincunx/exploreUrl';
import { gameFromUrl, gameToUrl } from '../../src/islands/quincunx/gameUrl';

type Reader = (text: string) => { ok: boolean; error?: { code: string; token: string; position: number } };

const READERS: [string, Reader][] = [
  ['readGameLink', readGameLink],
  ['readGameLinkKeeping', (t) => (readGameLinkKeeping(t) ? { ok: true } : { ok: false, error: { code: 'bad-link', token: t, position: 0 } })],
  ['readExploreLink', readExploreLink],
  ...QUINCUNX_EXAMPLES.map((ex): [string, Reader] => [`stepFromUrl(${ex.id})`, (t) => { const n = stepFromUrl(t, ex.steps.length); return n === null ? { ok: false, error: { code: 'bad-step', token: t, position: 0 } } : { ok: true }; }]),
  // The islands' own wrappers (null for a bad value).
  ['gameFromUrl', (t) => (gameFromUrl(t) ? { ok: true } : { ok: false, error: { code: 'bad-link', token: t, position: 0 } })],
  ['exploreFromUrl', (t) => (exploreFromUrl(t) ? { ok: true } : { ok: false, error: { code: 'bad-link', token: t, position: 0 } })],
  ['parseGame', parseGame],
  ['parseOptions', parseOptions],
  ['parseMove', parseMove],
  ['parseMoves', parseMoves],
  ['parseSpread', parseSpread],
  ['parsePosition', parsePosition],
];

/** Runs every reader on `text`: none may throw, and a refusal names a known code and a place inside the text. */
const CODES = new Set<string>(QUINCUNX_PARSE_CODES);
function readAll(text: string): void {
  for (const [name, read] of READERS) {
    let r: ReturnType<Reader>;
    try {
      r = read(text);
    } catch (e) {
      throw new Error(`${name} threw on ${JSON.stringify(text)}: ${e}`);
    }
    const where = `${name} on ${JSON.stringify(text)}: ${JSON.stringify(r)}`;
    if (typeof r.ok !== 'boolean') throw new Error(`no result from ${where}`);
    if (!r.ok) {
      const e = r.error!;
      if (!CODES.has(e.code)) throw new Error(`unknown code from ${where}`);
      if (typeof e.token !== 'string') throw new Error(`no token from ${where}`);
      if (!(Number.isInteger(e.position) && e.position >= 0 && e.position <= text.length)) throw new Error(`position outside the text from ${where}`);
    }
  }
}

/** Valid link values as the islands write them: games part-played under many options, explorer states, example steps. */
function validLinks(): string[] {
  const out: string[] = [];
  const optionSets: Partial<QuincunxOptions>[] = [
    {}, { players: 3 }, { players: 4, muggins: true }, { mode: 'openSpread', players: 3, excuse: true },
    { mode: 'solitaire4x4' }, { pawns: true, flush: true, tripleExcludesPair: 'strict', mugginsBeneficiary: 'allOpponents', muggins: true },
  ];
  optionSets.forEach((options, k) => {
    let s = setup(options, k * 7 + 1);
    const moves: QuincunxMove[] = [];
    const rng = Rng.from(k);
    for (let i = 0; i < 6 + k && s.phase !== 'over'; i++) {
      const legal = legalMoves(s);
      const m = legal[rng.int(legal.length)]!;
      const r = apply(s, m);
      if (!r.ok) throw new Error('refused');
      moves.push(m);
      s = r.state;
    }
    out.push(formatGameLink({ options: s.options, seed: k % 2 ? k * 7 + 1 : `s${k}`, moves: [] }));
    out.push(formatGameLink({ options: s.options, seed: k * 7 + 1, moves }));
  });
  out.push(
    formatExploreLink({ options: {}, spread: { c2: 'CW', b3: 'AM', d3: 'AW' }, played: { cell: 'c3', card: 'CS' } }),
    formatExploreLink({ options: { mode: 'solitaire4x4', excuse: true, pawns: true }, spread: { a1: 'X', b2: 'PMYK' }, played: null }),
    formatExploreLink({ options: { flush: true, tripleExcludesPair: 'strict' }, spread: {}, played: { cell: 'e5', card: '9WY' } }),
  );
  for (const ex of QUINCUNX_EXAMPLES) out.push(String(ex.steps.length), ex.position);
  return out;
}

/** The words a tamperer or a typo would bring in. */
const PIECES = [
  '|', '||', ' ', '+', ',', '@', '=', ':', 'seed:', 'seed:1', 'solitaire', 'open', 'standard', '1p', '2p', '5p', 'muggins', 'muggins=all',
  'pairs=', 'pairs=constructor', 'triple=__proto__', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'pawnpower=99', 'deal',
  'CS@c3', 'CS@z9', 'X@a1', 'PMYK@b2', 'CS@c3=5', '%', '\u0000', '\n', ';', 'hand0:', 'dealer: 9', 'spread:', '999',
];

const mutation = (samples: readonly string[]) =>
  fc.tuple(fc.constantFrom(...samples), fc.array(fc.tuple(fc.nat(), fc.nat(6), fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 }))), { minLength: 1, maxLength: 4 }))
    .map(([s, edits]) => edits.reduce((t, [at, del, ins]) => {
      const i = at % (t.length + 1);
      return t.slice(0, i) + ins + t.slice(i + del);
    }, s));

describe('Quincunx link readers (issue 11.4)', () => {
  it('the reported links read as the solitaire, as "open solitaire" always did, instead of throwing', () => {
    // As the browser hands them over: '+' in a query is a space.
    const game = (q: string) => readGameLink(new URLSearchParams(q).get('qx-game')!);
    for (const q of ['qx-game=solitaire+open+seed:1', 'qx-game=solitaire+standard+seed:1', 'qx-game=open+solitaire+seed:1']) {
      const r = game(q);
      expect(r.ok && [r.value.options.mode, r.value.options.players, r.value.states[0]!.rows], q).toEqual(['solitaire4x4', 1, 4]);
      expect(gameFromUrl(new URLSearchParams(q).get('qx-game')!)?.options.players).toBe(1);
    }
    expect(game('qx-game=solitaire+standard')).toMatchObject({ ok: false, error: { code: 'missing-seed' } });
    const x = readExploreLink(new URLSearchParams('qx-explore=solitaire+open||').get('qx-explore')!);
    expect(x.ok && [x.value.options.mode, x.value.options.players]).toEqual(['solitaire4x4', 1]);
    expect(exploreFromUrl('solitaire open||')?.options.mode).toBe('solitaire4x4');
  });

  it('a player count that contradicts the solitaire is refused, as before', () => {
    expect(parseGame('solitaire 3p seed:1')).toEqual({ ok: false, error: { code: 'bad-option', token: '3p', position: 10 } });
    expect(parseGame('2p solitaire seed:1')).toEqual({ ok: false, error: { code: 'bad-option', token: '2p', position: 0 } });
    expect(parseGame('1p seed:3')).toEqual({ ok: false, error: { code: 'bad-option', token: '1p', position: 0 } });
    expect(parseGame('solitaire 1p seed:3')).toMatchObject({ ok: true, value: { options: { mode: 'solitaire4x4', players: 1 } } });
    expect(readExploreLink('open|CW@c2|')).toMatchObject({ ok: false, error: { code: 'bad-option', token: 'open' } });
  });

  it('valid links read back to the same text', () => {
    for (const link of validLinks().filter((l) => l.includes('seed:'))) {
      const r = readGameLink(link);
      if (!r.ok) throw new Error(`${link}: ${r.error.code}`);
      expect(formatGameLink(r.value)).toBe(link);
      expect(r.value.states).toHaveLength(r.value.moves.length + 1);
      expect(gameToUrl(gameFromUrl(link)!)).toBe(link);
    }
    for (const link of validLinks().filter((l) => l.split('|').length === 3 && !l.includes('seed:'))) {
      const r = readExploreLink(link);
      if (!r.ok) throw new Error(`${link}: ${r.error.code}`);
      expect(formatExploreLink(r.value)).toBe(link);
      expect(exploreToUrl(exploreFromUrl(link)!)).toBe(link);
    }
  });

  it('an illegal move or a bad step makes the link bad, at the token', () => {
    const s = setup({}, 1);
    const card = s.hands[0]![0]!;
    expect(readGameLink(`2p seed:1|${card}@b1 ${card}@c1`)).toEqual({ ok: false, error: { code: 'illegal-move', token: `${card}@c1`, position: 10 + card.length + 4 } });
    expect(readGameLink('2p seed:1|zz@b1')).toEqual({ ok: false, error: { code: 'bad-card', token: 'zz', position: 10 } });
    // as a reader opens it: the moves before the bad one, the head's seed and options kept
    const kept = readGameLinkKeeping(`2p seed:1|${card}@b1 ${card}@c1`);
    expect(kept?.cut).toBe(true);
    expect(kept?.game.moves).toHaveLength(1);
    expect(kept?.game.states).toEqual((readGameLink(`2p seed:1|${card}@b1`) as { value: { states: unknown } }).value.states);
    expect(readGameLinkKeeping('2p seed:1|zz@b1')).toMatchObject({ cut: true, game: { seed: 1, moves: [] } });
    expect(readGameLinkKeeping(`2p seed:1|${card}@b1`)?.cut).toBe(false);
    expect(readGameLinkKeeping('5p seed:1|zz')).toBeNull();
    expect(stepFromUrl('2', 1)).toBeNull();
    expect(stepFromUrl('1', 1)).toBe(1);
    expect(stepFromUrl('-1', 3)).toBeNull();
  });

  it('every reader returns a result for any string', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constantFrom(...PIECES)), readAll), { numRuns: 3000, seed: 41 });
  }, 60_000);

  it('every reader returns a result for mutations of valid links (as written and as the browser decodes them)', () => {
    const samples = validLinks();
    fc.assert(fc.property(mutation(samples), (text) => {
      readAll(text);
      readAll(text.replace(/\+/g, ' '));
    }), { numRuns: 3000, seed: 43 });
  }, 60_000);
});

describe('own-property lookups (issue 11.5)', () => {
  it('prototype keys are unknown option values and words, not readings', () => {
    for (const text of ['pairs=constructor', 'triple=__proto__', 'power=toString', 'flushsuit=hasOwnProperty', 'muggins=valueOf', 'extend=__proto__', 'constructor', '__proto__']) {
      expect(parseOptions(text), text).toEqual({ ok: false, error: { code: 'bad-option', token: text, position: 0 } });
    }
    expect(readGameLink('2p pairs=constructor seed:1')).toMatchObject({ ok: false, error: { code: 'bad-option', token: 'pairs=constructor' } });
    expect(readExploreLink('2p triple=__proto__||')).toMatchObject({ ok: false, error: { code: 'bad-option', token: 'triple=__proto__' } });
  });
  it('prototype keys are no cards, cells or fields', () => {
    expect(parseMove('constructor').ok).toBe(false);
    expect(parseMove('__proto__@a1').ok).toBe(false);
    expect(parsePosition('constructor: 1')).toMatchObject({ ok: false, error: { code: 'unknown-field' } });
    expect(parsePosition('__proto__: CS')).toMatchObject({ ok: false, error: { code: 'unknown-field' } });
  });
});
