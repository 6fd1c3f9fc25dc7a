import { describe, expect, it } from 'vitest';
import {
  apply, determinize, fromPosition, gongorCards, legalMoves, setup, trickOutcome, tricksWon, unseenCards, viewFor, type GongorWhistMove, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { bidAdvice, bidAdviceJob, fastPlayOut, fastWins, playAdvice, playAdviceJob, policyMove } from '../../src/engine/gongor-whist/advisor';
import { Rng } from '../../src/engine/core/rng';

function must(s: GongorWhistState, m: GongorWhistMove): GongorWhistState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${JSON.stringify(r.violation)}`);
  return r.state;
}

/** The engine plays the policy to the end of the hand; returns the hand's tricks. */
function enginePlayOut(s: GongorWhistState): number {
  let cur = s;
  while (cur.phase === 'play' || cur.phase === 'decide') {
    const m = policyMove(viewFor(cur));
    if (!m) throw new Error('policy has no move');
    cur = must(cur, m); // the policy's move must be legal
  }
  return cur.history[cur.history.length - 1]!.tricks;
}

/** A random mid-game state (random legal moves), optionally stopping at a phase/hand size. */
function randomState(seed: number, stop: (s: GongorWhistState) => boolean): GongorWhistState | null {
  let s = setup({ mode: 'points', oneTwiddlePerTrick: seed % 5 !== 0 }, seed);
  const rng = Rng.from(seed * 31 + 7);
  for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
    if (stop(s)) return s;
    const l = legalMoves(s);
    s = must(s, l[rng.int(l.length)]!);
  }
  return null;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}
function arrangements<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return xs.flatMap((x, i) => arrangements([...xs.slice(0, i), ...xs.slice(i + 1)], k - 1).map((p) => [x, ...p]));
}

/** Exact chance that the policy makes the bid (and after a first move), by enumerating every hidden deal through the engine. */
function exactChance(s: GongorWhistState, first: GongorWhistMove | null): number {
  const unknown = s.dummy.length - (s.trick ? 1 : 0);
  const pool = unseenCards(s);
  const turned = s.aces.slice(0, s.acesTurned);
  let made = 0;
  let total = 0;
  for (const d of arrangements(pool, unknown)) {
    for (const a of permutations(s.aces.slice(s.acesTurned))) {
      let t: GongorWhistState = { ...s, dummy: s.trick ? [s.trick.lead, ...d] : d, aces: [...turned, ...a] };
      if (first) t = must(t, first);
      if (enginePlayOut(t) === s.bid) made++;
      total++;
    }
  }
  return made / total;
}

describe('advisor fast path agrees with the engine', () => {
  it('the fast trick rule equals the engine\'s on every pair and trump', () => {
    const cards = gongorCards();
    for (const t of ['M', 'S', 'W', 'L', 'Y', 'K', null] as const) for (const d of cards) for (const c of cards) {
      if (c !== d) expect(fastWins(d, c, t)).toBe(trickOutcome(d, c, t).won);
    }
  });
  it('on 600 real deals, the fast simulation and the engine playing the policy take the same tricks', () => {
    let n = 0;
    for (let seed = 0; seed < 600; seed++) {
      const want = seed % 3; // stop in play, decide, or just after the bid
      const s = randomState(seed, (x) => (want === 0 ? x.phase === 'play' : want === 1 ? x.phase === 'decide' : x.phase === 'play' && x.tricks.length === 0));
      if (!s) continue;
      expect(fastPlayOut(s)).toBe(enginePlayOut(s));
      // and for every bid from the start of a hand
      if (want === 2) for (let b = 0; b <= 7; b++) expect(fastPlayOut({ ...s, bid: b }, b)).toBe(enginePlayOut({ ...s, bid: b }));
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });
});

describe('advisor estimates', () => {
  it('a hand of the seven highest trumps makes seven for sure', () => {
    const s = fromPosition({ trump: 'M', hand: ['CM', '9MS', '8MS', '7ML', '6MW', '5ML', '4MS'], dummy: ['2SY', '3MW', '2MK', '3SK', '5SW', '9WY', 'CL'] });
    const a = bidAdvice(viewFor(s), { samples: 3000 });
    expect(a.odds[7]).toBe(1);
    expect(a.odds.reduce((x, y) => Math.max(x, y))).toBe(1);
  });
  it('an impossible bid has chance 0, a made one with only losing cards left chance 1', () => {
    // one trick left, bid 2, no trick won yet: impossible
    const s = fromPosition({ half: 'aft', trump: 'M', hand: ['4MS'], dummy: ['CS'], bid: 2, won: 0, lost: 6 });
    expect(playAdvice(viewFor(s))!.chance).toBe(0);
    // bid 0 made so far, and the last card cannot win: the Author against the Bard shares no suit, and no Ace is left to turn
    const t = fromPosition({ half: 'aft', trump: 'W', turned: ['AW'], stack: [], hand: ['2MK'], dummy: ['CS'], bid: 0, lost: 6 });
    expect(playAdvice(viewFor(t))!.chance).toBe(1);
  });
  it('matches exact enumeration over every hidden deal on late positions', () => {
    let checked = 0;
    for (let seed = 1; seed < 400 && checked < 12; seed++) {
      const s = randomState(seed, (x) => x.half === 'aft' && x.phase === (seed % 2 ? 'play' : 'decide') && x.hand.length === (seed % 2 ? 3 : 2) && x.acesTurned <= 4);
      if (!s) continue;
      const samples = 20000;
      const adv = playAdvice(viewFor(s), { samples, seed })!;
      const exact = exactChance(s, null);
      const tol = 4 * Math.sqrt(Math.max(exact * (1 - exact), 1e-4) / samples) + 1e-9;
      expect(Math.abs(adv.chance - exact), `seed ${seed}`).toBeLessThanOrEqual(tol);
      for (const o of adv.options) {
        const ex = exactChance(s, o.move);
        expect(Math.abs(o.chance - ex), `seed ${seed} ${JSON.stringify(o.move)}`).toBeLessThanOrEqual(4 * Math.sqrt(Math.max(ex * (1 - ex), 1e-4) / samples) + 1e-9);
      }
      checked++;
    }
    expect(checked).toBe(12);
  });
  it('bid odds are seeded: the same position gives the same numbers; they are probabilities', () => {
    const s = setup({}, 77);
    const a = bidAdvice(viewFor(s), { samples: 2000 });
    expect(bidAdvice(viewFor(s), { samples: 2000 })).toEqual(a);
    expect(a.odds).toHaveLength(8);
    for (const p of a.odds) expect(p >= 0 && p <= 1).toBe(true);
    // the same deal is used for every bid, and every simulated hand takes some number of tricks, so at least one aim hits often
    expect(Math.max(...a.odds)).toBeGreaterThan(0.15);
  });
  it('bid odds agree with playing the policy through the engine on sampled deals (statistically)', () => {
    const s = setup({}, 5);
    const adv = bidAdvice(viewFor(s), { samples: 4000 });
    const rng = Rng.from(99);
    const pool = unseenCards(s);
    const hits = new Array(8).fill(0);
    const M = 600;
    for (let i = 0; i < M; i++) {
      const p = rng.shuffleInPlace(pool.slice());
      const aces = [s.aces[0]!, ...rng.shuffleInPlace(s.aces.slice(1))];
      for (let b = 0; b <= 7; b++) {
        const t = must({ ...s, dummy: p.slice(0, 7), aces }, { type: 'bid', n: b });
        if (enginePlayOut(t) === b) hits[b]++;
      }
    }
    for (let b = 0; b <= 7; b++) {
      const p = hits[b] / M;
      expect(Math.abs(p - adv.odds[b]!), `bid ${b}`).toBeLessThanOrEqual(4 * Math.sqrt(Math.max(p * (1 - p), 0.002) / M) + 0.01);
    }
  });
  it('play advice lists every open move and names the policy\'s choice', () => {
    const s = fromPosition({ trump: 'M', hand: ['4MS', '7SK', '2WL', '9LK'], dummy: ['CS', '3MW', '6LK', '8WL'], bid: 2 });
    const a = playAdvice(viewFor(s), { samples: 500 })!;
    expect(a.options.map((o) => o.move)).toEqual([{ type: 'play', card: '4MS' }, { type: 'play', card: '7SK' }]);
    expect(a.policyMove).toEqual({ type: 'play', card: '4MS' }); // the cheapest winner
    expect(a.chance).toBe(a.options[0]!.chance);
    const d = must(s, { type: 'play', card: '4MS' });
    const b = playAdvice(viewFor(d), { samples: 500 })!;
    expect(b.options.map((o) => o.move.type)).toEqual(['resolve', 'twiddle']);
    expect(b.policyMove).toEqual({ type: 'resolve' });
    expect(playAdvice(viewFor(setup({}, 1)))).toBeNull();
    expect(tricksWon(d)).toBe(0);
  });
});

describe('advisor jobs in slices', () => {
  it('a job run in slices of any size gives exactly the numbers of one run', () => {
    const rng = Rng.from(4);
    for (let seed = 0; seed < 40; seed++) {
      const s = randomState(seed, (x) => (seed % 2 ? x.phase === 'bid' : x.phase === 'play' || x.phase === 'decide'));
      if (!s) continue;
      const whole = s.phase === 'bid' ? bidAdvice(viewFor(s), { samples: 300 }) : playAdvice(viewFor(s), { samples: 300 });
      const job = s.phase === 'bid' ? bidAdviceJob(viewFor(s), { samples: 300 }) : playAdviceJob(viewFor(s), { samples: 300 });
      let slices = 0;
      while (!job.step(1 + rng.int(40))) slices++;
      expect(job.done).toBe(300);
      expect(slices).toBeGreaterThan(2);
      expect(job.result()).toEqual(whole);
    }
  });
  it('outside play a play job is done at once and says null', () => {
    const j = playAdviceJob(viewFor(setup({}, 1)));
    expect(j.step(0)).toBe(true);
    expect(j.result()).toBeNull();
  });
});

describe('the advisor knows only what the player knows', () => {
  it('states that show the same view (hidden cards dealt differently) get the same numbers', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = randomState(seed, (x) => (seed % 2 ? x.phase === 'bid' : x.phase === 'play' || x.phase === 'decide'));
      if (!s) continue;
      const v = viewFor(s);
      const other = determinize(v, 0, seed + 1000);
      expect(other.dummy.slice(1)).not.toEqual(s.dummy.slice(1));
      const advise = (x: GongorWhistState) => (x.phase === 'bid' ? bidAdvice(viewFor(x), { samples: 200 }) : playAdvice(viewFor(x), { samples: 200 }));
      expect(advise(other)).toEqual(advise(s));
    }
  });
});
