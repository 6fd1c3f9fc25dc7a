// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PACKED_LENGTH, PACKED_PREFIX } from '../../src/engine/core/movelist';
import { Rng } from '../../src/engine/core/rng';
import { apply, DEFAULT_OPTIONS, GONGOR_WHIST, legalMoves, setup, viewFor, type GongorWhistMove, type GongorWhistState } from '../../src/engine/gongor-whist';
import { policyMove } from '../../src/engine/gongor-whist/advisor';
import { gameFromUrl, gameToUrl, type Game } from '../../src/islands/gongor-whist/gameUrl';
import { forcedMove, movedCards, undoCount } from '../../src/islands/gongor-whist/moves';
import { explainPolicy } from '../../src/islands/gongor-whist/policy';

function must(s: GongorWhistState, m: GongorWhistMove): GongorWhistState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.violation.code}`);
  return r.state;
}

/** The longest game the island offers: points, 100 passes, no stop at a clear win; the policy plays, bids at random. */
function longestGame(seed: string): Game {
  const options = { ...DEFAULT_OPTIONS, mode: 'points', pointsPasses: 100, pointsStopAtClearWin: false } as const;
  const rng = Rng.from(7);
  let s = setup(options, seed);
  const moves: GongorWhistMove[] = [];
  const states = [s];
  while (s.phase !== 'over') {
    const legal = legalMoves(s);
    const m = s.phase === 'bid' ? legal[rng.int(legal.length)]! : s.phase === 'handEnd' ? legal[0]! : policyMove(viewFor(s))!;
    s = must(s, m);
    moves.push(m);
    states.push(s);
  }
  return { seed, options, moves, states };
}

describe('the game link (shared grammar, packed when long)', () => {
  it('a 100-pass points game opens again from its link, move for move', () => {
    const g = longestGame('longest');
    expect(g.states[g.states.length - 1]!.result).toMatchObject({ kind: 'points', passesUsed: 100 });
    expect(g.moves.length).toBeGreaterThan(3000);
    const link = gameToUrl(g);
    const moves = link.slice(link.indexOf(':') + 1);
    expect(moves.startsWith(PACKED_PREFIX)).toBe(true);
    expect(moves.length).toBeLessThanOrEqual(MAX_PACKED_LENGTH);
    expect(link.length).toBeLessThan(2000);
    const back = gameFromUrl(link)!;
    expect(back.moves).toEqual(g.moves);
    expect(back.states[back.states.length - 1]).toEqual(g.states[g.states.length - 1]);
    // one bit changed in the middle is refused or opens a different, legal game — never a throw
    const mid = link.length - 200;
    const tampered = link.slice(0, mid) + (link[mid] === 'A' ? 'B' : 'A') + link.slice(mid + 1);
    const t = gameFromUrl(tampered);
    if (t) expect(t.moves).not.toEqual(g.moves);
  });

  it('links written before (short notation joined by ".") open the same game; new short games are readable notation', () => {
    const old = gameFromUrl('regelwerk:b3.5ML.r.4YK.t.r')!;
    expect(old.moves.length).toBe(6);
    expect(gameToUrl(old)).toBe('regelwerk:bid 3;play 5ML;resolve;play 4YK;twiddle;resolve');
    expect(gameFromUrl(gameToUrl(old))!.states).toEqual(old.states);
    for (const bad of ['regelwerk:b3.QQ', 'regelwerk:b3.b3', 'regelwerk~zz', 'regelwerk:*AAAA', 'regelwerk:*!!', '']) expect(gameFromUrl(bad), bad).toBeNull();
  });
});

describe('island helpers', () => {
  it('forced moves are single legal cards or a trick with no twiddle left; undo lands on the last choice', () => {
    let seen = 0;
    for (let seed = 0; seed < 30; seed++) {
      let s = setup({ mode: 'points' }, `f${seed}`);
      const rng = Rng.from(seed);
      const states = [s];
      for (let i = 0; i < 80 && s.phase !== 'over'; i++) {
        const f = forcedMove(s);
        const legal = legalMoves(s);
        if (f) {
          seen++;
          expect(legal).toEqual([f]);
          expect(['play', 'resolve']).toContain(f.type);
        } else if (s.phase === 'play' || s.phase === 'decide') expect(legal.length).toBeGreaterThan(1);
        s = must(s, f ?? legal[rng.int(legal.length)]!);
        states.push(s);
        const n = undoCount(states);
        expect(n).toBeGreaterThanOrEqual(1);
        const back = states[states.length - 1 - n]!;
        // the state undo returns to is one where the reader decides
        expect(forcedMove(back)).toBeNull();
        // and every move taken back after the reader's decision was forced
        for (let k = states.length - n; k < states.length - 1; k++) expect(forcedMove(states[k]!)).not.toBeNull();
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('the moved cards are the card played, the new lead and the Aces turned', () => {
    const s0 = must(setup(DEFAULT_OPTIONS, 'moved'), { type: 'bid', n: 2 });
    expect(movedCards(null, s0)).toEqual([]);
    const card = legalMoves(s0).find((m) => m.type === 'play')!;
    const s1 = must(s0, card);
    expect(movedCards(s0, s1)).toEqual([(card as { card: string }).card]);
    const s2 = must(s1, { type: 'twiddle' });
    expect(movedCards(s1, s2)).toEqual([s2.aces[1]]);
    const s3 = must(s2, { type: 'resolve' });
    expect(movedCards(s2, s3)).toEqual([s3.trick!.lead]);
  });

  it("the policy's reasons say what its move does (win/lose, twiddle, resolve) and name a rule of the game", () => {
    const codes = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      let s = setup({ mode: 'points' }, `p${seed}`);
      const rng = Rng.from(seed);
      for (let i = 0; i < 120 && s.phase !== 'over'; i++) {
        let m: GongorWhistMove;
        if (s.phase === 'play' || s.phase === 'decide') {
          const view = viewFor(s);
          m = policyMove(view)!;
          const why = explainPolicy(view, m)!;
          codes.add(why.code);
          expect(GONGOR_WHIST.rules.ids).toContain(why.rule);
          const need = s.bid! - s.tricks.filter((t) => t.won).length;
          expect(why.params.need).toBe(Math.max(0, need));
          const next = must(s, m);
          if (m.type === 'play') {
            expect(why.cards).toEqual([m.card]);
            if (why.code === 'win-cheapest' || why.code === 'all-win') expect(why.params.won).toBe(true);
            if (why.code === 'lose-dearest' || why.code === 'none-wins') expect(why.params.won).toBe(false);
          }
          if (m.type === 'resolve' && why.code === 'resolve-as-wanted') expect(next.tricks[next.tricks.length - 1]!.won).toBe(need > 0);
          s = next;
        } else {
          const legal = legalMoves(s);
          m = legal[rng.int(legal.length)]!;
          expect(explainPolicy(viewFor(s), m)).toBeNull();
          s = must(s, m);
        }
      }
    }
    for (const c of ['win-cheapest', 'none-wins', 'lose-dearest', 'all-win', 'only-card', 'twiddle-gamble', 'resolve-as-wanted', 'resolve-twiddled']) expect(codes, c).toContain(c);
  });
});
