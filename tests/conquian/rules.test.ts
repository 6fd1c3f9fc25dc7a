import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply, canPartition, CONQUIAN, CONQUIAN_POSITIONS, CONQUIAN_RULES, formatMove, formatPosition, fromPosition, isValidCombination, legalMoves,
  parseMove, parsePosition, partition, setup, winningCards, type ConquianMove, type ConquianState,
} from '../../src/engine/conquian';
import { conquianPack } from '../../src/engine/cards/french';
import { Rng } from '../../src/engine/core/rng';

const c = (s: string) => s.split(' ').filter(Boolean);

function expectViolation(state: ConquianState, move: ConquianMove, rule: string) {
  const r = apply(state, move);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.violation.rule).toBe(rule);
    expect(CONQUIAN_RULES.has(r.violation.rule)).toBe(true);
  }
}

describe('pack and deal', () => {
  it('pack has 40 cards without 8 9 10', () => {
    const p = conquianPack();
    expect(p).toHaveLength(40);
    expect(p.some((x) => /^(8|9|10)/.test(x))).toBe(false);
  });
  it('deals 10 each, 20 stock, non-dealer turns first, deterministic', () => {
    const s = setup({ dealer: 0 }, 42);
    expect(s.hands[0]).toHaveLength(10);
    expect(s.hands[1]).toHaveLength(10);
    expect(s.stock).toHaveLength(20);
    expect(s.centre).toBeNull();
    expect(s.current).toBe(1);
    expect(s.phase).toBe('turn');
    expect(setup({ dealer: 0 }, 42)).toEqual(s);
    const b = setup({ dealer: 1 }, 42);
    expect(b.current).toBe(0);
    expect(b.hands[0]).toEqual(s.hands[1]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(s.options).toEqual({ forcedAddScope: 'anyFaceUp', handMelds: 'withCentre', stockOutDoublesNext: true, dealer: 0 });
    // Missing or unknown option values take their defaults.
    expect(setup({ forcedAddScope: 'x' as never, dealer: 7 as never }, 42)).toEqual(s);
  });
});

describe('combinations and order', () => {
  it('sets and runs', () => {
    expect(isValidCombination(c('3c 3s 3h'))).toBe(true);
    expect(isValidCombination(c('3c 3s 3h 3d'))).toBe(true);
    expect(isValidCombination(c('3c 3s'))).toBe(false);
    expect(isValidCombination(c('Ah 2h 3h'))).toBe(true);
    expect(isValidCombination(c('6h 7h Jh'))).toBe(true);
    expect(isValidCombination(c('Qh Kh Ah'))).toBe(false);
    expect(isValidCombination(c('Kh Ah 2h'))).toBe(false);
    expect(isValidCombination(c('Ah 2h 3h 4h 5h 6h 7h Jh'))).toBe(true);
    expect(isValidCombination(c('Ah 2h 3h 4h 5h 6h 7h Jh Qh'))).toBe(false);
    expect(isValidCombination(c('8h 9h 10h'))).toBe(false);
  });
  it('partition: 9-run invalid alone, valid as 3+6; winning shapes', () => {
    expect(canPartition(c('Ah 2h 3h 4h 5h 6h 7h Jh Qh'))).toBe(true);
    expect(canPartition(c('Ah 2h 3h 4h 5h 6h 7h Jh Qh Kh'))).toBe(true);
    expect(canPartition(c('3c 4c 5c 6c 6d 6h'))).toBe(true);
    expect(canPartition(c('3c 4c 5c 6c 4d 4h'))).toBe(false);
    expect(canPartition([])).toBe(true);
    const p = partition(c('5s 6s 7s Js Jh Jd'));
    expect(p).not.toBeNull();
    expect(p!.every(isValidCombination)).toBe(true);
  });
  it('partition agrees with brute force on random small multisets', () => {
    const pack = conquianPack();
    const rng = Rng.from(7);
    const brute = (cards: string[]): boolean => {
      if (cards.length === 0) return true;
      const [first, ...rest] = cards;
      const n = rest.length;
      for (let mask = 0; mask < 1 << n; mask++) {
        const group = [first!, ...rest.filter((_, i) => mask & (1 << i))];
        if (group.length >= 3 && isValidCombination(group) && brute(rest.filter((_, i) => !(mask & (1 << i))))) return true;
      }
      return false;
    };
    for (let i = 0; i < 400; i++) {
      // cards concentrated in few suits/ranks so that partitions exist often
      const pool = pack.filter((x) => /[23456]/.test(x) || x.endsWith('h'));
      const cards = rng.shuffleInPlace(pool.slice()).slice(0, 3 + rng.int(7));
      expect(canPartition(cards), cards.join(' ')).toBe(brute(cards));
      const p = partition(cards);
      if (p) expect(p.flat().sort()).toEqual(cards.slice().sort());
    }
  });
  it('is fast on 11 cards (median well under 50 µs)', () => {
    const pack = conquianPack();
    const rng = Rng.from(3);
    const hands = Array.from({ length: 2000 }, () => rng.shuffleInPlace(pack.slice()).slice(0, 11));
    hands.push(c('Ah 2h 3h 4h 5h 6h 7h Jh 3c 3s 3d'), c('3c 3s 3h 3d 4c 4s 4h 4d 5c 5s 5h'));
    const times: number[] = [];
    for (const h of hands) {
      const t = performance.now();
      for (let k = 0; k < 10; k++) canPartition(h);
      times.push((performance.now() - t) / 10);
    }
    times.sort((a, b) => a - b);
    expect(times[times.length >> 1]! * 1000).toBeLessThan(50);
    expect(canPartition(c('3c 3s 3h 3d 4c 4s 4h 4d 5c 5s 5h'))).toBe(true);
  });
});

describe('turn structure', () => {
  const fresh = () => setup({ dealer: 0 }, 1);
  it('first turn: must turn before melding', () => {
    expectViolation(fresh(), { type: 'meld', hand: [], melds: [] }, 'first-turn');
    expectViolation(fresh(), { type: 'discard', card: fresh().hands[1][0]! }, 'discard');
    const r = apply(fresh(), { type: 'turn' });
    expect(r.ok && r.state.phase).toBe('turned');
  });
  it('first turn meld needs C plus at least 2 hand cards (meld is empty so any meld does)', () => {
    const s = fromPosition({ hands: [c('5d 6d Kc'), []], centre: { card: '7d', offeredBy: null, turnedByCurrent: true }, phase: 'turned', firstTurn: true });
    const moves = legalMoves(s).filter((m) => m.type === 'meld');
    expect(moves.length).toBe(1);
    expect(moves.every((m) => m.type === 'meld' && m.hand.length >= 2)).toBe(true);
    expectViolation(s, { type: 'meld', hand: [], melds: [['7d']] }, 'combinations');
  });
  it('pass only for a card you turned, decline only for an offered card', () => {
    const t = fromPosition({ hands: [c('Kc'), []], centre: { card: '7d', offeredBy: null, turnedByCurrent: true }, phase: 'turned' });
    expectViolation(t, { type: 'decline' }, 'pass');
    const o = fromPosition({ hands: [c('Kc'), []], centre: { card: '7d', offeredBy: 1, turnedByCurrent: false } });
    expectViolation(o, { type: 'pass' }, 'decline');
    const d = apply(o, { type: 'decline' });
    expect(d.ok && d.state.dead).toContain('7d');
    expect(d.ok && d.state.phase).toBe('turn');
  });
  it('meld validation: hand cards, opponent meld, meld cards never return', () => {
    const s = fromPosition({
      hands: [c('6h Kd'), c('Qs')],
      melds: [[c('3c 4c 5c 6c')], [c('7s 7h 7c')]],
      centre: { card: '6d', offeredBy: 1, turnedByCurrent: false },
    });
    expectViolation(s, { type: 'meld', hand: ['Qs'], melds: [c('3c 4c 5c 6c 6d')] }, 'meld');
    expectViolation(s, { type: 'meld', hand: [], melds: [c('3c 4c 5c'), c('6c 6d 7s')] }, 'no-lay-off-opponent');
    expectViolation(s, { type: 'meld', hand: ['6h'], melds: [c('6d 6h 6c')] }, 'rearrange');
    expectViolation(s, { type: 'meld', hand: ['6h'], melds: [c('3c 4c 5c 6c'), c('6h Kd 6d')] }, 'meld');
    expectViolation(s, { type: 'meld', hand: ['6h'], melds: [c('3c 4c 5c 6c')] }, 'meld');
  });
  it('hand cards only with the centre card; no meld in discard phase by default', () => {
    const s = fromPosition({ hands: [c('2h 3h 4h Kc'), []], melds: [[c('5d 6d 7d')], []], phase: 'discard' });
    expectViolation(s, { type: 'meld', hand: c('2h 3h 4h'), melds: [c('5d 6d 7d'), c('2h 3h 4h')] }, 'hand-only-with-centre');
    // Nor after turning a stock card: the default (pagat) needs the centre card in every meld.
    const t = fromPosition({ hands: [c('2h 3h 4h Kc Qs Js 7s'), []], melds: [[c('5d 6d 7d')], []], centre: { card: 'Ks', offeredBy: null, turnedByCurrent: true }, phase: 'turned' });
    expectViolation(t, { type: 'meld', hand: c('2h 3h 4h'), melds: [c('5d 6d 7d'), c('2h 3h 4h')] }, 'meld');
    expect(legalMoves(t).filter((m) => m.type === 'meld' && !m.melds.flat().includes('Ks'))).toEqual([]);
  });
  describe('variant: combinations from hand without the centre card (Bicycle), only between turning a stock card and passing it on', () => {
    const handOnly = { handMelds: 'turnedCard' } as const;
    const A = c('2h 3h 4h Kc Qs Js 7s');
    const B = c('Ac 2c 3c 4c 5c 6c 7c Jc Qc Ah');
    const table: [string[][], string[][]] = [[c('5d 6d 7d')], []];
    const meld234 = { type: 'meld', hand: c('2h 3h 4h'), melds: [c('5d 6d 7d'), c('2h 3h 4h')] } as const;

    it('after turning the stock card: hand cards alone may be melded, the turned card stays face up, then it is passed on', () => {
      const s = fromPosition({ options: handOnly, hands: [A, B], melds: table, stock: c('Ks Kh Kd'), phase: 'turn' });
      expectViolation(s, meld234, 'hand-only-with-centre'); // not before the card is turned
      const turned = apply(s, { type: 'turn' });
      if (!turned.ok) throw new Error('turn');
      expect(turned.state.phase).toBe('turned');
      expect(legalMoves(turned.state).some((m) => m.type === 'meld' && m.hand.join(' ') === '2h 3h 4h' && !m.melds.flat().includes('Ks'))).toBe(true);
      const r = apply(turned.state, meld234);
      if (!r.ok) throw new Error(JSON.stringify(r.violation));
      expect(r.state.phase).toBe('turned');
      expect(r.state.centre).toEqual({ card: 'Ks', offeredBy: null, turnedByCurrent: true });
      expect(r.state.hands[0]).toEqual(c('Kc Qs Js 7s'));
      expect(r.state.hands[0].length + r.state.melds[0].flat().length).toBe(10);
      expect(r.events).toEqual([{ type: 'melded', player: 0, card: null, hand: c('2h 3h 4h') }]);
      const passed = apply(r.state, { type: 'pass' });
      expect(passed.ok && passed.state.phase).toBe('offered');
      expect(passed.ok && passed.state.current).toBe(1);
    });

    it('not for an offered card, and not in the discard step after a meld', () => {
      const offered = fromPosition({ options: handOnly, hands: [A, B], melds: table, centre: { card: 'Kh', offeredBy: 1, turnedByCurrent: false } });
      expect(offered.phase).toBe('offered');
      const r1 = apply(offered, meld234);
      expect(!r1.ok && r1.violation).toMatchObject({ rule: 'hand-only-with-centre', code: 'hand-only-window' });
      expect(legalMoves(offered).some((m) => m.type === 'meld' && !m.melds.flat().includes('Kh'))).toBe(false);
      // Take an offered ♦J onto ♦5-6-7: then only a discard follows.
      const took = apply(fromPosition({ options: handOnly, hands: [A, B], melds: table, centre: { card: 'Jd', offeredBy: 1, turnedByCurrent: false }, phase: 'offered' }), { type: 'meld', hand: [], melds: [c('5d 6d 7d Jd')] });
      if (!took.ok) throw new Error(JSON.stringify(took.violation));
      expect(took.state.phase).toBe('discard');
      const r2 = apply(took.state, { type: 'meld', hand: c('2h 3h 4h'), melds: [c('5d 6d 7d Jd'), c('2h 3h 4h')] });
      expect(!r2.ok && r2.violation).toMatchObject({ rule: 'hand-only-with-centre', code: 'hand-only-window' });
      expect(legalMoves(took.state).every((m) => m.type === 'discard')).toBe(true);
      // The same holds after melding a card one turned oneself: the window closes with that meld.
      const turnedMeld = apply(fromPosition({ options: handOnly, hands: [A, B], melds: table, centre: { card: 'Jd', offeredBy: null, turnedByCurrent: true }, phase: 'turned' }), { type: 'meld', hand: [], melds: [c('5d 6d 7d Jd')] });
      if (!turnedMeld.ok) throw new Error(JSON.stringify(turnedMeld.violation));
      expect(turnedMeld.state.phase).toBe('discard');
      expect(legalMoves(turnedMeld.state).every((m) => m.type === 'discard')).toBe(true);
    });

    it("the engine's reading before issue 12 (links with flag 'h'): hand-only melds in the discard step, not while a turned card lies up", () => {
      const legacy = { handMelds: 'discardStep' } as const;
      const turned = fromPosition({ options: legacy, hands: [A, B], melds: table, centre: { card: 'Ks', offeredBy: null, turnedByCurrent: true }, phase: 'turned' });
      expectViolation(turned, meld234, 'meld');
      const took = apply(fromPosition({ options: legacy, hands: [A, B], melds: table, centre: { card: 'Jd', offeredBy: 1, turnedByCurrent: false }, phase: 'offered' }), { type: 'meld', hand: [], melds: [c('5d 6d 7d Jd')] });
      if (!took.ok) throw new Error(JSON.stringify(took.violation));
      expect(legalMoves(took.state).some((m) => m.type === 'meld')).toBe(true);
      const r = apply(took.state, { type: 'meld', hand: c('2h 3h 4h'), melds: [c('5d 6d 7d Jd'), c('2h 3h 4h')] });
      expect(r.ok && r.state.phase).toBe('discard');
    });

    it('a hand-only meld that makes the turned card fit lets the opponent force it (any face-up card), not under the offered-card scope', () => {
      const pos = { hands: [A, B] as [string[], string[]], melds: table, centre: { card: '5h', offeredBy: null, turnedByCurrent: true }, phase: 'turned' as const };
      const any = apply(fromPosition({ ...pos, options: handOnly }), meld234);
      expect(any.ok && any.state.phase).toBe('forceCheck');
      expect(any.ok && any.events.map((e) => e.type)).toEqual(['melded', 'forceOffered']);
      const start = apply(fromPosition({ ...pos, options: { ...handOnly, forcedAddScope: 'startOfTurn' } }), meld234);
      expect(start.ok && start.state.phase).toBe('turned');
    });
  });
  it('discard must be from hand, offers the card to the opponent', () => {
    const s = fromPosition({ hands: [c('Kc Qd'), c('2s')], phase: 'discard' });
    expectViolation(s, { type: 'discard', card: '2s' }, 'discard');
    const r = apply(s, { type: 'discard', card: 'Kc' });
    expect(r.ok && r.state.current).toBe(1);
    expect(r.ok && r.state.centre).toEqual({ card: 'Kc', offeredBy: 0, turnedByCurrent: false });
  });
  it('forced add: opponent decides; scope option', () => {
    const pos = {
      hands: [c('2c'), c('Kc')] as [string[], string[]],
      melds: [[c('3c 4c 5c')], []] as [string[][], string[][]],
      centre: { card: '6c', offeredBy: null, turnedByCurrent: true },
      phase: undefined,
    };
    const any = fromPosition({ ...pos, centre: { card: '6c', offeredBy: null, turnedByCurrent: true }, phase: 'turn', stock: ['6c'], dead: [] });
    const r = apply(any, { type: 'turn' });
    expect(r.ok && r.state.phase).toBe('forceCheck');
    const start = fromPosition({ ...pos, options: { forcedAddScope: 'startOfTurn' }, centre: null, stock: ['6c'], phase: 'turn' });
    const r2 = apply(start, { type: 'turn' });
    expect(r2.ok && r2.state.phase).toBe('turned');
    const offered = fromPosition({ ...pos, options: { forcedAddScope: 'startOfTurn' }, centre: { card: '6c', offeredBy: 1, turnedByCurrent: false } });
    expect(offered.phase).toBe('forceCheck');
    expect(legalMoves(offered)).toEqual([{ type: 'force' }, { type: 'noForce' }]);
    expectViolation(offered, { type: 'decline' }, 'forced-add');
    const forced = apply(offered, { type: 'force' });
    if (!forced.ok) throw new Error('force');
    expectViolation(forced.state, { type: 'decline' }, 'forced-add');
    expect(legalMoves(forced.state).every((m) => m.type === 'meld')).toBe(true);
    const nf = apply(offered, { type: 'noForce' });
    expect(nf.ok && nf.state.phase).toBe('offered');
    expectViolation(nf.ok ? nf.state : offered, { type: 'force' }, 'forced-add');
  });
  it('going out needs exactly 11; ten melded plus discard is not out; winningCards', () => {
    const s = fromPosition({ hands: [c('Kh Kd'), c('2s')], melds: [[c('Ac 2c 3c 4c'), c('5d 5h 5s 5c')], []], centre: { card: 'Ks', offeredBy: 1, turnedByCurrent: false } });
    expect(winningCards(s, 0).sort()).toEqual(['Kc', 'Ks']);
    const r = apply(s, { type: 'meld', hand: c('Kh Kd'), melds: [c('Ac 2c 3c 4c'), c('5d 5h 5s 5c'), c('Kh Kd Ks')] });
    expect(r.ok && r.state.result).toEqual({ kind: 'win', winner: 0 });
    expect(r.ok && r.events.some((e) => e.type === 'won')).toBe(true);
    if (r.ok) expectViolation(r.state, { type: 'decline' }, 'going-out');
  });
  it('stock out: draw, option for doubling', () => {
    const s = fromPosition({ options: { stockOutDoublesNext: false }, hands: [c('Kd'), c('Ad')], centre: { card: 'Kh', offeredBy: 1, turnedByCurrent: false }, stock: [] });
    const r = apply(s, { type: 'decline' });
    expect(r.ok && r.state.result).toEqual({ kind: 'draw', doublesNext: false });
  });
  it('never throws on garbage moves', () => {
    const s = setup({}, 5);
    for (const m of [null, {}, { type: 'x' }, { type: 'meld' }, { type: 'meld', hand: 'a', melds: 3 }, { type: 'discard' }]) {
      const r = apply(s as ConquianState, m as unknown as ConquianMove);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(CONQUIAN_RULES.has(r.violation.rule)).toBe(true);
    }
  });
});

describe('notation', () => {
  it('moves round trip', () => {
    const moves: ConquianMove[] = [
      { type: 'turn' }, { type: 'decline' }, { type: 'pass' }, { type: 'force' }, { type: 'noForce' },
      { type: 'discard', card: 'Kh' },
      { type: 'meld', hand: ['6h'], melds: [c('3c 4c 5c'), c('6d 6h 6c')] },
      { type: 'meld', hand: [], melds: [c('3c 4c 5c 6c')] },
    ];
    for (const m of moves) {
      const p = parseMove(formatMove(m));
      expect(p.ok && p.value).toEqual(m);
    }
    const sym = parseMove('MELD 6♥ | 3♣ 4♣ 5♣ / 6♦ 6♥ 6♣');
    expect(sym.ok && formatMove(sym.value)).toBe('meld 6h | 3c 4c 5c / 6d 6h 6c');
  });
  it('prototype keys are not moves: "constructor", "__proto__" and the like read as unknown words (issue 11.5)', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'CONSTRUCTOR', 'isPrototypeOf']) {
      const r = parseMove(word);
      expect(r.ok, word).toBe(false);
      if (!r.ok) expect(r.error).toEqual({ code: 'unknown-move', token: word, position: 0 });
    }
  });
  it('parse errors name token and position', () => {
    const e = parseMove('discard 9h');
    expect(!e.ok && e.error).toMatchObject({ token: '9h', position: 8 });
    const u = parseMove('jump');
    expect(!u.ok && u.error).toMatchObject({ token: 'jump', position: 0 });
    const b = parseMove('meld 6h 3c 4c');
    expect(b.ok).toBe(false);
    const x = parseMove('meld 6h | 3c 4c 5c / 6d Zz');
    expect(!x.ok && x.error).toMatchObject({ token: 'Zz', position: 24 });
  });
  it('positions round trip', () => {
    const pos = {
      hands: [c('Ad As'), c('Kd 2c')] as [string[], string[]],
      melds: [[c('3c 3s 3h 3d'), c('6h 7h Jh Qh')], []] as [string[][], string[][]],
      centre: { card: 'Kh', offeredBy: 1 as const, turnedByCurrent: false },
      current: 0 as const,
      phase: 'offered' as const,
      dead: ['5c'],
    };
    const text = formatPosition(pos);
    const back = parsePosition(text);
    if (!back.ok) throw new Error(back.error.code);
    expect(back.value).toMatchObject(pos);
    const bad = parsePosition('hand0: Ad Xx');
    expect(!bad.ok && bad.error).toMatchObject({ token: 'Xx', position: 10 });
    const badKey = parsePosition('hand0: Ad; foo: 1');
    expect(!badKey.ok && badKey.error).toMatchObject({ token: 'foo', position: 11 });
  });
});

describe('the notation partials (src/notation/<lang>/conquian*.mdx)', () => {
  const blocksOf = (lang: string, file: string) =>
    [...readFileSync(new URL(`../../src/notation/${lang}/${file}.mdx`, import.meta.url), 'utf8').matchAll(/```regelwerk\n([\s\S]*?)```/g)].map((m) => m[1]!.trim().split('\n'));
  for (const lang of ['de', 'en']) {
    it(`${lang}: every move the play page shows is read; the notation page's position plays its moves`, () => {
      const [moves, links] = blocksOf(lang, 'conquian');
      expect(links!.every((l) => l.startsWith('?cq-'))).toBe(true);
      for (const line of moves!) expect(parseMove(line).ok, line).toBe(true);
      const [block, ...more] = blocksOf(lang, 'conquian-positions');
      expect(more).toEqual([]);
      // the fields, then the moves from that position: A forces B to add the ♥K, B adds it and discards
      const fields = block!.filter((l) => /^[a-zA-Z0-9]+:/.test(l));
      const pos = parsePosition(fields.join('\n'));
      if (!pos.ok) throw new Error(pos.error.code);
      let s = fromPosition(pos.value);
      for (const line of block!.slice(fields.length)) {
        const m = parseMove(line);
        if (!m.ok) throw new Error(line);
        const r = apply(s, m.value);
        if (!r.ok) throw new Error(`${line}: ${r.violation.code}`);
        s = r.state;
      }
      expect(s.melds[1].flat()).toContain('Kh');
      expect(s.hands[1]).toEqual(['Ad']);
    });
  }
});

describe('positions as text', () => {
  it('a state reads back from its text with options, dealer and the first turn', () => {
    const s = setup({ forcedAddScope: 'startOfTurn', handMelds: 'turnedCard', stockOutDoublesNext: false, dealer: 1 }, 'pos');
    const text = CONQUIAN_POSITIONS.formatPosition(s);
    expect(text).toContain('options: stn');
    expect(text).toContain('dealer: 1');
    expect(text).toContain('firstTurn: true');
    const back = CONQUIAN_POSITIONS.parsePosition(text);
    expect(back.ok && back.value).toEqual(s);
  });
  it('a finished position keeps its result', () => {
    const won = fromPosition({ hands: [[], c('2s')], melds: [[c('Ac 2c 3c 4c'), c('5d 5h 5s 5c'), c('Kh Kd Ks')], []], phase: 'over' });
    expect(won.result).toEqual({ kind: 'win', winner: 0 });
    const back = CONQUIAN_POSITIONS.parsePosition(CONQUIAN_POSITIONS.formatPosition(won));
    expect(back.ok && back.value.result).toEqual({ kind: 'win', winner: 0 });
    expect(back.ok && CONQUIAN.result(back.value)).toEqual({ code: 'win', winners: [0] });
  });
  it('refuses positions the rules could never show', () => {
    const cases: [string, string, string][] = [
      ['hand0: Ad As; hand1: As', 'repeated-card', 'As'],
      ['hand0: Ac 2c 3c 4c 5c 6c 7c Jc Qc Kc As', 'too-many-cards', 'hand0'],
      ['meld0: 3c 4c 6c', 'bad-combination', '3c 4c 6c'],
      ['hand0: Ad; stock: Kh', 'missing-cards', 'stock'],
      ['hand0: Ad; phase: offered', 'bad-value', 'offered'],
      ['hand0: Ad; centre: Kh; phase: discard', 'bad-value', 'discard'],
      ['options: sx', 'unknown-option', 'x'],
      ['dealer: 2', 'bad-value', '2'],
      ['firstTurn: yes', 'bad-value', 'yes'],
    ];
    for (const [text, code, token] of cases) {
      const r = parsePosition(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatchObject({ code, token });
    }
    const pack = conquianPack();
    const noStock = parsePosition(`hand0: ${pack.slice(0, 10).join(' ')}; hand1: ${pack.slice(10, 20).join(' ')}; dead: ${pack.slice(20).join(' ')}`);
    expect(!noStock.ok && noStock.error.code).toBe('bad-value'); // a turn that cannot begin: nothing to turn
  });
});

describe('options codec (link letters)', () => {
  it('old letters keep their meaning, new ones are added', () => {
    const o = (text: string) => {
      const r = CONQUIAN.options.parse(text);
      if (!r.ok) throw new Error(`${text}: ${r.error.code}`);
      return r.value;
    };
    expect(o('')).toEqual(CONQUIAN.defaultOptions);
    expect(o('s')).toEqual({ ...CONQUIAN.defaultOptions, forcedAddScope: 'startOfTurn' });
    expect(o('h').handMelds).toBe('discardStep');
    expect(o('t').handMelds).toBe('turnedCard');
    expect(o('n').stockOutDoublesNext).toBe(false);
    expect(o('d').dealer).toBe(1);
    expect(o('nhs')).toEqual(o('shn'));
    expect(CONQUIAN.options.format(o('nhs'))).toBe('shn');
    expect(CONQUIAN.options.format(o('dtns'))).toBe('stnd');
  });
  it('refuses unknown, repeated and conflicting letters with their place', () => {
    for (const [text, code, position] of [['x', 'unknown-option', 0], ['ss', 'repeated-option', 1], ['sth', 'conflicting-option', 2], ['constructor', 'unknown-option', 0], ['n~', 'unknown-option', 1]] as const) {
      const r = CONQUIAN.options.parse(text);
      expect(!r.ok && r.error, text).toMatchObject({ code, position });
    }
  });
});

describe('rule registry', () => {
  it('has the agreed slugs', () => {
    for (const id of ['pack', 'deal', 'combinations', 'sequence-order', 'first-turn', 'meld', 'decline', 'pass', 'discard', 'rearrange', 'forced-add', 'going-out', 'ten-not-out', 'stock-out', 'no-lay-off-opponent', 'hand-only-with-centre'])
      expect(CONQUIAN_RULES.has(id)).toBe(true);
    expect(CONQUIAN_RULES.game).toBe('conquian');
  });
});

describe('game links (the island address)', () => {
  it('a whole game reads back from its link, under several option letters; bad letters or moves are refused', async () => {
    const { deal, gameFromUrl, gameToUrl } = await import('../../src/islands/conquian/gameUrl');
    for (const [seed, letters] of [['a1', ''], ['b2', 'st'], ['c3', 'hnd']] as const) {
      const opts = CONQUIAN.options.parse(letters);
      if (!opts.ok) throw new Error(letters);
      let g = deal(seed, opts.value);
      const rng = Rng.from(seed);
      while (CONQUIAN.result(g.states[g.states.length - 1]!) === null) {
        const s = g.states[g.states.length - 1]!;
        const legal = legalMoves(s);
        const m = legal[rng.int(legal.length)]!;
        const r = apply(s, m);
        if (!r.ok) throw new Error('refused');
        g = { ...g, moves: [...g.moves, formatMove(m)], states: [...g.states, r.state] };
      }
      const link = gameToUrl(g);
      expect(link.startsWith(`${seed}${letters ? `~${letters}` : ''}:`)).toBe(true);
      const back = gameFromUrl(link);
      expect(back?.options).toEqual(opts.value);
      expect(back?.moves).toEqual(g.moves);
      expect(back?.states.at(-1)).toEqual(g.states.at(-1));
    }
    for (const bad of ['regelwerk~x', 'regelwerk~th', 'regelwerk:fly', 'regelwerk:turn;turn', 'bad seed']) expect(gameFromUrl(bad), bad).toBeNull();
  });
});

describe('a forced add on the first turn', () => {
  // Found by the robustness bench (seed 3634, Bicycle's hand-meld window): B melded 7s Js Qs from hand while his
  // turned 6s was up, A forced the 6s onto it, and the first-turn rule (C plus two hand cards) left B without a move.
  const text = [
    'hand0: Ac 4h 5c Kc 5h 6h 2d Jc 6d 4c', 'hand1: 2h Ad 2c As 4s 2s Qc', 'meld0: ', 'meld1: 7s Js Qs', 'centre: 6s',
    'offeredBy: turned', 'current: 1', 'phase: forced',
    'stock: 6c 3d Ah Jh Jd 7d Qh Ks Kd Kh 5s 5d 3s 3c 7h 4d 3h 7c Qd', 'options: tn', 'dealer: 0', 'firstTurn: true',
  ].join('\n');
  it('is taken onto the meld and the turn goes on with a discard', () => {
    const p = CONQUIAN_POSITIONS.parsePosition(text);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const legal = legalMoves(p.value);
    expect(legal).toContainEqual({ type: 'meld', hand: [], melds: [['6s', '7s', 'Js', 'Qs']] });
    const r = apply(p.value, { type: 'meld', hand: [], melds: [['6s', '7s', 'Js', 'Qs']] });
    expect(r.ok && r.state.phase).toBe('discard');
  });
});
