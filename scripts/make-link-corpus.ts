/**
 * Writes tests/fixtures/links.json: the links the site documents and a corpus
 * of links made by the islands' own URL writers, each with what it opens
 * today (tests/links/open.ts). Deterministic: the same code writes the same file.
 *
 *   npx tsx scripts/make-link-corpus.ts
 *
 * The fixture is a promise about published links, so this script only ADDS:
 * an entry already in the fixture (same island and value) is kept as it is,
 * with its `revised` note; a link today's writers make that the fixture lacks
 * is appended. `--dry-run` writes nothing and lists what would be added.
 * (Links only older writers made stay in the fixture although nothing here
 * makes them any more.)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../src/engine/core/rng';
import * as cq from '../src/engine/conquian';
import * as rm from '../src/engine/romme';
import * as qx from '../src/engine/quincunx';
import * as gw from '../src/engine/gongor-whist';
import { exampleFrames, exampleToUrl, tryMove, type Notation } from '../src/islands/shared/replay';
import * as cqUrl from '../src/islands/conquian/gameUrl';
import * as rmUrl from '../src/islands/romme/gameUrl';
import { checkToUrl, START as CHECK_START } from '../src/islands/romme/checkUrl';
import * as qxUrl from '../src/islands/quincunx/gameUrl';
import { exploreToUrl, START as EXPLORE_START, type Explore } from '../src/islands/quincunx/exploreUrl';
import * as gwUrl from '../src/islands/gongor-whist/gameUrl';
import { openLink, type LinkEntry } from '../tests/links/open';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'tests/fixtures/links.json');

const PAGE: Record<string, string> = { cq: 'en/conquian', rm: 'en/romme', qx: 'en/quincunx', gw: 'en/gongor-whist' };
const pageOf = (island: string) => PAGE[island.slice(0, 2)]!;

const entries: LinkEntry[] = [];
const seen = new Map<string, LinkEntry>();

function add(island: string, value: string, opts: { bad?: boolean; doc?: string; page?: string } = {}): void {
  const id = `${island}\u0000${value}`;
  const before = seen.get(id);
  if (before) {
    if (opts.doc && before.doc && !before.doc.includes(opts.doc)) (before.doc as string[]).push(opts.doc);
    return;
  }
  const expect = openLink(island, value);
  const isBad = 'bad' in expect;
  if (opts.bad === true && !isBad) throw new Error(`meant as bad, but opens: ${island}=${value}`);
  if (opts.bad !== true && isBad) throw new Error(`made by a writer, but refused: ${island}=${value}`);
  const e: LinkEntry = { island, page: opts.page ?? pageOf(island), value, ...(opts.doc ? { doc: [opts.doc] } : {}), expect };
  seen.set(id, e);
  entries.push(e);
}
const bad = (island: string, value: string) => add(island, value, { bad: true });

// ---------------------------------------------------------------- 1. links the notation pages show

const docFiles = [
  ...['en', 'de'].flatMap((l) => readdirSync(join(ROOT, 'src/notation', l)).sort().map((f) => `src/notation/${l}/${f}`)),
  ...['en', 'de'].map((l) => `content/${l}/notation.mdx`),
];
let documented = 0;
for (const file of docFiles) {
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const m = /^\?((?:cq|rm|qx|gw)-[a-z0-9-]+)=/.exec(line.trim());
    if (!m) continue;
    // A browser reads the shown text as a query: '+' is a space, a typed space stays one.
    const value = new URLSearchParams(line.trim().slice(1)).get(m[1]!)!;
    add(m[1]!, value, { doc: file, page: file.startsWith('content/') ? `${file.split('/')[1]}/notation` : pageOf(m[1]!) });
    documented++;
  }
}
if (documented < 8) throw new Error(`only ${documented} documented links found: has the notation pages' format changed?`);

// ---------------------------------------------------------------- 2. worked examples: every step, and the reader's own moves

function exampleLinks<S, M>(key: string, engine: Notation<S, M>, start: S, moves: readonly string[], legal: (s: S) => string[]): void {
  const frames = exampleFrames(engine, start, moves);
  const rng = Rng.from(key);
  frames.forEach((f, step) => {
    add(key, String(step)); // the writer leaves step 0 out of the address; the reader takes "0" too
    let s = f.state;
    const own: string[] = [];
    for (let k = 0; k < 2; k++) {
      const options = legal(s);
      if (!options.length) break;
      const r = tryMove(engine, s, options[rng.int(options.length)]!);
      if (!r.ok) throw new Error(`${key}: a listed move was refused`);
      own.push(r.text);
      s = r.state;
      add(key, exampleToUrl(step, own)!);
    }
  });
}

const CQ: Notation<cq.ConquianState, cq.ConquianMove> = { parseMove: cq.parseMove, formatMove: cq.formatMove, apply: cq.apply };
const RM: Notation<rm.RommeState, rm.RommeMove> = { parseMove: rm.parseMove, formatMove: rm.formatMove, apply: rm.apply };
const GW: Notation<gw.GongorWhistState, gw.GongorWhistMove> = { parseMove: gw.parseMove, formatMove: gw.formatMove, apply: gw.apply };

const QX: Notation<qx.QuincunxState, qx.QuincunxMove> = { parseMove: qx.parseMove, formatMove: qx.formatMove, apply: qx.apply };

// Each engine's worked examples (the contract's `examples`: where each starts and its moves).
for (const ex of cq.CONQUIAN_GAME_EXAMPLES)
  exampleLinks(`cq-${ex.id}`, CQ, ex.start(), ex.moves, (s) => (s.phase === 'over' ? [] : cq.legalMoves(s).map(cq.formatMove)));
for (const ex of rm.ROMME_GAME_EXAMPLES)
  exampleLinks(`rm-${ex.id}`, RM, ex.start(), ex.moves, (s) => (s.phase === 'over' ? [] : rm.legalMoves(s).map(rm.formatMove)));
for (const ex of gw.GONGOR_WHIST_GAME_EXAMPLES)
  exampleLinks(`gw-${ex.id}`, GW, ex.start(), ex.moves, (s) => (s.phase === 'over' ? [] : gw.legalMoves(s).map(gw.formatMove)));
// The Quincunx example island has no move input: its links are steps only.
for (const ex of qx.QUINCUNX_GAME_EXAMPLES) exampleFrames(QX, ex.start(), ex.moves).forEach((_, step) => add(`qx-${ex.id}`, String(step)));

// ---------------------------------------------------------------- 3. games mid-play and at the end

/** Play random legal moves from a deal, writing the link at the given move counts and at the end (or the cap). */
function playLinks<G, S>(key: string, game: G, opts: {
  state: (g: G) => S;
  over: (s: S) => boolean;
  next: (g: G, s: S, rng: Rng) => G;
  write: (g: G) => string;
  at: readonly number[];
  /** Also write the link whenever the game reaches such a state (the end of a round or hand). */
  mark?: (s: S) => boolean;
  cap: number;
  rng: Rng;
}): void {
  let g = game;
  add(key, opts.write(g));
  for (let i = 1; i <= opts.cap; i++) {
    const s = opts.state(g);
    if (opts.over(s)) break;
    g = opts.next(g, s, opts.rng);
    if (opts.at.includes(i) || opts.mark?.(opts.state(g))) add(key, opts.write(g));
  }
  add(key, opts.write(g));
}

// Conquian: every variant combination, several seeds.
const CQ_FLAGS = ['', 's', 'h', 'n', 'sh', 'sn', 'hn', 'shn'];
CQ_FLAGS.forEach((flags, i) => {
  for (const seed of i % 2 ? ['regelwerk', 'c7'] : ['42', 'Quiet_game-9']) {
    const options = cq.CONQUIAN.options.parse(flags);
    if (!options.ok) throw new Error(`cq: bad option letters ${flags}`);
    playLinks(cqUrl.KEY, cqUrl.deal(seed, options.value), {
      state: (g) => g.states[g.states.length - 1]!,
      over: (s) => s.phase === 'over',
      next: (g, s, rng) => {
        const legal = cq.legalMoves(s);
        const r = tryMove(CQ, s, cq.formatMove(legal[rng.int(legal.length)]!));
        if (!r.ok) throw new Error('cq: a listed move was refused');
        return { ...g, moves: [...g.moves, r.text], states: [...g.states, r.state] };
      },
      write: cqUrl.gameToUrl,
      at: [1, 6, 20],
      cap: 400,
      rng: Rng.from(`cq ${seed} ${flags}`),
    });
  }
});

// Rommé: player counts 2–6, the variations and the option letters.
function rommeNext(g: rmUrl.PlayGame, s: rm.RommeState, rng: Rng): rmUrl.PlayGame {
  const legal = rm.legalMoves(s);
  let move: rm.RommeMove;
  if (s.phase === 'play' || s.phase === 'final') {
    const active = legal.filter((m) => m.type !== 'discard' && m.type !== 'done');
    const rest = legal.filter((m) => m.type === 'discard' || m.type === 'done');
    move = active.length && (rng.float() < 0.85 || rest.length === 0) ? active[rng.int(active.length)]! : rest[rng.int(rest.length)]!;
  } else {
    const special = legal.filter((m) => m.type === 'call' || m.type === 'oneSuit');
    move = special.length && rng.float() < 0.7 ? special[0]! : legal[rng.int(legal.length)]!;
  }
  const r = rm.apply(s, move);
  if (!r.ok) throw new Error('rm: a listed move was refused');
  return { ...g, moves: [...g.moves, move], states: [...g.states, r.state] };
}
const RM_FLAGS = ['2', '3', '4', '5', '6', '2n', '3n10', '4o', '2m', '3k', '2l', '3j', '4d', '2r', '3a', '4f', '2nc', '3s', '4t', '2ljdrafst', '5kj', '6o', '2mt', '3n0'];
RM_FLAGS.forEach((flags, i) => {
  const read = rm.ROMME.options.parse(flags);
  if (!read.ok) throw new Error(`rm flags ${flags}`);
  const settings = read.value;
  const seed = ['regelwerk', 's154', 'r2', 'x-9'][i % 4]!;
  playLinks('rm-play', rmUrl.newGame(seed, settings), {
    state: (g) => g.states[g.states.length - 1]!,
    // the first deal's end (a full game of one deal per player is long)
    over: (s) => s.phase === 'over' || s.phase === 'dealOver',
    next: rommeNext,
    write: rmUrl.gameToUrl,
    at: [1, 5, 24],
    cap: i % 3 === 0 ? 600 : 60,
    rng: Rng.from(`rm ${seed} ${flags}`),
  });
});
// A bare seed: the default settings (documented); and one short game played to its very end.
add('rm-play', 'regelwerk');
add('rm-play', 'regelwerk:draw');
{
  const g = rmUrl.newGame('end', { ...rm.ROMME.defaultOptions, players: 2, variant: 'kids7' });
  playLinks('rm-play', g, {
    state: (x) => x.states[x.states.length - 1]!,
    over: (s) => s.phase === 'over',
    next: rommeNext,
    write: rmUrl.gameToUrl,
    at: [],
    mark: (s) => s.phase === 'dealOver',
    cap: 3000,
    rng: Rng.from('rm end'),
  });
}

// Quincunx: solitaire, 2–4 players, open spread, the deck options, Muggins and readings.
const QX_OPTIONS = [
  'solitaire', '2p', '3p', '4p', '2p open', '3p open excuse', '2p pawns', '4p flush', '2p muggins', '3p muggins muggins=all',
  'solitaire excuse pawns flush', '2p excuse pawns flush muggins', '2p pairs=diagonal triple=strict', '3p extend=yes bridge=no',
  '4p open power=diagonal partners=yes', '2p flushsuit=any pawnpower=5',
];
QX_OPTIONS.forEach((text, i) => {
  const o = qx.parseOptions(text);
  if (!o.ok) throw new Error(`qx options ${text}`);
  const seed: string | number = [42, 'quincunx', 7, 'q-3'][i % 4]!;
  playLinks(qxUrl.KEY, qxUrl.deal(o.value, seed), {
    state: (g) => g.states[g.states.length - 1]!,
    over: (s) => s.phase === 'over',
    next: (g, s, rng) => {
      let move: qx.QuincunxMove;
      if (s.phase === 'roundEnd') move = { type: 'deal' };
      else {
        const hand = s.hands[s.current]!;
        const cells = qx.legalCells(s);
        const card = hand[rng.int(hand.length)]!;
        const cell = cells[rng.int(cells.length)]!;
        const pts = s.options.muggins ? qx.preview(s, card, cell)!.points : 0;
        move = s.options.muggins ? { type: 'place', card, cell, announce: rng.int(3) === 0 ? pts + rng.int(5) - 2 : pts } : { type: 'place', card, cell };
      }
      const r = qx.apply(s, move);
      if (!r.ok) throw new Error(`qx: a legal move was refused ${JSON.stringify(move)}`);
      return { ...g, moves: [...g.moves, move], states: [...g.states, r.state], events: [...g.events, r.events] };
    },
    write: qxUrl.gameToUrl,
    at: [1, 4, 12],
    mark: (s) => s.phase === 'roundEnd',
    cap: 400,
    rng: Rng.from(`qx ${seed} ${text}`),
  });
});

// Gongor Whist: standard and points games, every option letter, passes.
const GW_FLAGS = ['', 'p', 'pt', 'pd', 'a', 'n', 'm', 'u', 'pc', 'p10', 'pd10', 'an', 'pamuc', 'ptn2', 'm1'];
GW_FLAGS.forEach((flags, i) => {
  const options = gwUrl.optionsOf(flags);
  if (!options) throw new Error(`gw flags ${flags}`);
  const seed = ['regelwerk', 'advice', 'g5', '12345'][i % 4]!;
  playLinks(gwUrl.KEY, gwUrl.deal(seed, options), {
    state: (g) => g.states[g.states.length - 1]!,
    over: (s) => s.phase === 'over',
    next: (g, s, rng) => {
      const legal = gw.legalMoves(s);
      const move = legal[rng.int(legal.length)]!;
      const r = gw.apply(s, move);
      if (!r.ok) throw new Error('gw: a listed move was refused');
      return { ...g, moves: [...g.moves, move], states: [...g.states, r.state] };
    },
    write: gwUrl.gameToUrl,
    at: [1, 3, 9, 30],
    mark: (s) => s.phase === 'handEnd' && i % 3 === 0,
    cap: 2000,
    rng: Rng.from(`gw ${seed} ${flags}`),
  });
});

add(qxUrl.KEY, 'seed:42'); // no option words: the default two-player game

// ---------------------------------------------------------------- 4. explorer, checker, advisor

const explores: Explore[] = [
  EXPLORE_START,
  { ...EXPLORE_START, played: null },
  { ...EXPLORE_START, spread: {}, played: null },
  { ...EXPLORE_START, spread: {}, played: { cell: 'a1', card: 'AS' } },
  { options: { ...EXPLORE_START.options, flush: true }, spread: EXPLORE_START.spread, played: EXPLORE_START.played },
  { options: { ...EXPLORE_START.options, tripleExcludesPair: 'strict' }, spread: { b2: '7ML', c2: '7WY', d2: '7SK' }, played: { cell: 'e2', card: '3MW' } },
  { options: { ...EXPLORE_START.options, excuse: true, pawns: true }, spread: { c3: 'PMSL', b3: 'CY' }, played: { cell: 'd3', card: 'X' } },
  { options: { mode: 'solitaire4x4', excuse: false, pawns: false, flush: false, tripleExcludesPair: 'perLine' }, spread: { a1: '2MK', b2: '3SK' }, played: { cell: 'c3', card: '4YK' } },
  { options: { mode: 'solitaire4x4', excuse: true, pawns: false, flush: true, tripleExcludesPair: 'strict' }, spread: { a1: '5SW', b1: '6LK', c1: '9LK' }, played: null },
  { options: { mode: 'standard', excuse: false, pawns: true, flush: true, tripleExcludesPair: 'perLine' }, spread: { a1: 'AM', e5: 'AW', c3: 'PMSL' }, played: { cell: 'c4', card: 'CK' } },
];
for (const x of explores) add('qx-explore', exploreToUrl(x));

const checks: string[][][] = [
  CHECK_START,
  [],
  [['Ac', 'As', 'Jk'], ['3h', '4h', '5h']],
  [['Jk=7c', '8c', '9c']],
  [["Qd'", 'Kd', 'Ad'], ['2c', '2s', "2h'", '2d']],
  [['Jk', "Jk'", '5s']],
  [['Ah', '2h', '3h', '4h', '5h', '6h', '7h', '8h', '9h', 'Th', 'Jh', 'Qh', 'Kh', "Ah'"]],
  [['5c', '5c\'', '5s']],
  [['Kc', 'Ks', 'Kd'], ['Tc', 'Jc'], ['2d']],
];
for (const g of checks) add('rm-check', checkToUrl(g));
add('rm-check', 'Ac As'); // not a meld, but a choice the checker shows

for (const seed of ['advice', 'regelwerk', 'g5', '0', 'A_b-C']) add(gwUrl.ADVISOR_KEY, seed);

// ---------------------------------------------------------------- 5. tampered values

for (const v of ['', 'bad seed', 'regelwerk~x', 'regelwerk~ss', 'regelwerk:dance', 'regelwerk:discard 7c', 'regelwerk:turn;turn', 'a'.repeat(33), 'regelwerk~s:turn:pass', '~s'])
  bad('cq-game', v);
for (const v of ['', 'bad seed', 'regelwerk~7', 'regelwerk~1', 'regelwerk~2x', 'regelwerk~2jj', 'regelwerk~2o5', 'regelwerk~2n31', 'a'.repeat(33)]) bad('rm-play', v);
// Rommé keeps a valid deal when only the moves are bad: the start opens, with a notice.
for (const v of ['regelwerk~2:dance', 'regelwerk~3:discard 7c', 's154~2:draw;draw', 'regelwerk:meld 2c 3c 4c']) bad('rm-play', v);
for (const v of ['3h 4h 5h / 3h 4h 5h', 'Zz', 'Jk=Zz', 'Ac / / As', '2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2s 3s']) bad('rm-check', v);
for (const v of ['', '2p', '5p seed:1', '2p seed:bad!', '2p seed:1|zz', '2p seed:1|CY@z9', '1p seed:3', 'solitaire 3p seed:1', '2p seed:1|deal']) bad('qx-game', v);
for (const v of ['', '2p', '2p||', '2p|CW@c2|CW@c3', 'open|CW@c2|', '2p|CW@z9|', '2p||CS@c3 4', '2p|X@c2|', '2p|CW@c2|CS@c2', 'solitaire|CW@e5|']) bad('qx-explore', v);
for (const v of ['', 'bad seed', 'regelwerk~x', 'regelwerk~tt', 'regelwerk~td', 'regelwerk~p4', 'regelwerk~p0', 'regelwerk~p101', 'regelwerk:b9', 'regelwerk:zz', 'regelwerk:b3.b3']) bad('gw-game', v);
for (const v of ['', 'bad seed', 'a'.repeat(33), 'x~p']) bad('gw-advisor', v);
const exampleKeys = [
  ...cq.CONQUIAN_EXAMPLES.slice(0, 2).map((e) => `cq-${e.id}`),
  ...rm.ROMME_EXAMPLES.slice(0, 2).map((e) => `rm-${e.id}`),
  ...gw.GONGOR_WHIST_EXAMPLES.slice(0, 2).map((e) => `gw-${e.id}`),
];
for (const key of exampleKeys) for (const v of ['', '99', '-1', 'x', '1:2:3', '0:bogus', '1;2', '1000']) bad(key, v);
for (const ex of qx.QUINCUNX_EXAMPLES.slice(0, 3)) for (const v of ['', '99', '-1', 'x', '1:a1']) bad(`qx-${ex.id}`, v);
// One past the last step, for every example.
for (const ex of cq.CONQUIAN_EXAMPLES) bad(`cq-${ex.id}`, String(ex.steps.length + 1));
for (const ex of rm.ROMME_EXAMPLES) bad(`rm-${ex.id}`, String(ex.steps.length + 1));
for (const ex of gw.GONGOR_WHIST_EXAMPLES) bad(`gw-${ex.id}`, String(ex.steps.length + 1));
for (const ex of qx.QUINCUNX_EXAMPLES) bad(`qx-${ex.id}`, String(ex.steps.length + 1));

// ---------------------------------------------------------------- add what is new

const fixture = JSON.parse(readFileSync(OUT, 'utf8')) as LinkEntry[];
const have = new Set(fixture.map((e) => `${e.island}\u0000${e.value}`));
const added = entries.filter((e) => !have.has(`${e.island}\u0000${e.value}`));
const counts = new Map<string, number>();
for (const e of added) {
  const k = /^(cq|rm|qx|gw)-(game|play|check|explore|advisor)$/.test(e.island) ? e.island : `${e.island.slice(0, 2)}-<example>`;
  counts.set(k, (counts.get(k) ?? 0) + 1);
}
const dryRun = process.argv.includes('--dry-run');
if (!dryRun && added.length) writeFileSync(OUT, `${JSON.stringify([...fixture, ...added], null, 1)}\n`);
console.log(`${entries.length} links made today; ${fixture.length} in the fixture; ${added.length} new ${dryRun ? '(dry run: nothing written)' : `→ ${OUT}`}`);
for (const [k, n] of [...counts].sort()) console.log(`  ${k}: ${n}`);
