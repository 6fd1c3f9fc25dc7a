// @vitest-environment node
/**
 * The computing side of the three worker clients (see
 * tests/workers/client.test.ts for the clients): the advisor computes in
 * slices that yield in between and give the numbers of one run, its host
 * serves several requests and stops a cancelled one; the meld search host and
 * the player host answer with the engine's own results, compute only the
 * newest request, and answer malformed requests as failed, never throwing.
 * No timing is measured.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askPlayer } from '../../src/engine/core/player';
import { apply, setup, viewFor } from '../../src/engine/gongor-whist';
import { bidAdvice, bidAdviceJob, playAdvice } from '../../src/engine/gongor-whist/advisor';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import type { QuincunxView } from '../../src/engine/quincunx/view';
import type { QuincunxMove } from '../../src/engine/quincunx/engine';
import { QUINCUNX_PLAYERS } from '../../src/engine/quincunx/players';
import { bestMelds, DEFAULT_MELD_RULES } from '../../src/engine/romme';
import { computeSliced, createAdvisorHost, type AdviceAnswer } from '../../src/islands/gongor-whist/advisorHost';
import { runSliced, type Slicing } from '../../src/islands/gongor-whist/slice';
import { answerSearch } from '../../src/islands/romme/meldSearchHost';
import { createPlayerHost, type AskMessage, type PlayerAnswer } from '../../src/islands/shared/playerHost';

const S0 = setup({}, 'client');

/** A clock that moves forward by `tick` ms at every look, and a queue of scheduled slices run by hand. */
function fakeSlicing(budgetMs: number, batch: number, tick: number) {
  let t = 0;
  const queue: (() => void)[] = [];
  const slicing: Slicing = { now: () => (t += tick), schedule: (fn) => void queue.push(fn), budgetMs, batch };
  return {
    slicing,
    queue,
    /** Run queued slices until none is left; returns how many ran. */
    drain(limit = 100_000) {
      let n = 0;
      while (queue.length && n < limit) {
        queue.shift()!();
        n++;
      }
      return n;
    },
  };
}

describe('computing in slices', () => {
  it('runSliced stops each slice at the budget, yields, and gives the same numbers as one run', () => {
    const job = bidAdviceJob(viewFor(S0), { samples: 400 });
    const steps: number[] = [];
    const step = job.step.bind(job);
    let current = 0;
    const counted = { ...job, step: (n: number) => (current++, step(n)), result: () => job.result(), get done() { return job.done; }, total: job.total };
    const f = fakeSlicing(8, 4, 1); // every look at the clock: 1 ms later; 8 ms per slice
    let result: unknown = null;
    runSliced(counted, f.slicing, (r) => (result = r), (e) => { throw e; });
    expect(result).toBeNull(); // nothing runs before the first yield
    while (f.queue.length) {
      current = 0;
      f.queue.shift()!();
      steps.push(current);
    }
    // 400 samples in batches of 4 is 100 steps; a slice takes at most 8 of them
    expect(steps.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...steps)).toBeLessThanOrEqual(8);
    expect(steps.length).toBeGreaterThanOrEqual(13);
    expect(result).toEqual(bidAdvice(viewFor(S0), { samples: 400 }));
  });

  it('a cancelled run reports nothing; a throwing job reports failure', () => {
    const f = fakeSlicing(8, 4, 1);
    let reported = false;
    const cancel = runSliced(bidAdviceJob(viewFor(S0), { samples: 400 }), f.slicing, () => (reported = true), () => (reported = true));
    f.queue.shift()!();
    cancel();
    f.drain();
    expect(reported).toBe(false);
    let failed: unknown = null;
    runSliced({ step: () => { throw new Error('boom'); }, done: 0, total: 1, result: () => null }, f.slicing, () => {}, (e) => (failed = e));
    f.drain();
    expect(String(failed)).toContain('boom');
  });

  it('the worker host: several requests at once, each answered with the engine\'s numbers; a cancel stops one', () => {
    const f = fakeSlicing(5, 8, 1);
    const replies: AdviceAnswer[] = [];
    const host = createAdvisorHost(f.slicing, (a) => replies.push(a));
    const s1 = setup({}, 'host');
    const playing = (() => {
      const r = apply(s1, { type: 'bid', n: 2 });
      if (!r.ok) throw new Error('bid refused');
      return r.state;
    })();
    host({ type: 'advise', id: 1, kind: 'bid', view: viewFor(s1), samples: 300 });
    host({ type: 'advise', id: 2, kind: 'play', view: viewFor(playing), samples: 300 });
    host({ type: 'advise', id: 3, kind: 'bid', view: viewFor(setup({}, 'other')), samples: 300 });
    f.queue.shift()!(); // one slice of request 1
    host({ type: 'cancel', id: 3 });
    const slices = f.drain();
    expect(slices).toBeGreaterThan(10);
    expect([...replies].sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, kind: 'bid', bid: bidAdvice(viewFor(s1), { samples: 300 }) },
      { id: 2, kind: 'play', play: playAdvice(viewFor(playing), { samples: 300 }) },
    ]);
    // garbage is answered as a failure (when it has an id), never thrown
    for (const junk of [null, 1, 'x', { type: 'advise' }, { id: 8 }, { type: 'advise', id: 9, kind: 'x', view: {}, samples: 1 }, { type: 'constructor', id: 10 }, { type: 'advise', id: 11, kind: 'bid', view: {}, samples: 5 }]) host(junk);
    f.drain();
    expect(replies.filter((r) => 'failed' in r).map((r) => r.id)).toEqual([8, 9, 10, 11]);
  });

  it('computeSliced replies once with the numbers of one run', () => {
    const f = fakeSlicing(3, 2, 1);
    const replies: AdviceAnswer[] = [];
    computeSliced({ type: 'advise', id: 7, kind: 'bid', view: viewFor(S0), samples: 100 }, f.slicing, (a) => replies.push(a));
    expect(f.drain()).toBeGreaterThan(10);
    expect(replies).toEqual([{ id: 7, kind: 'bid', bid: bidAdvice(viewFor(S0), { samples: 100 }) }]);
  });
});

describe('the page loads the simulation only when it must compute itself (issue 16)', () => {
  it('advisorClient.ts imports no engine or host code statically, only types; the fallback uses a dynamic import', () => {
    const src = readFileSync(new URL('../../src/islands/gongor-whist/advisorClient.ts', import.meta.url), 'utf8');
    const imports = [...src.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)].map((m) => ({ typeOnly: !!m[1], from: m[2]! }));
    for (const i of imports) if (/gongor-whist\/advisor$|advisorHost/.test(i.from)) expect(i.typeOnly, i.from).toBe(true);
    expect(src).toMatch(/import\('\.\/advisorHost'\)/);
  });
});

describe('meld search host', () => {
  const B = ['Ac', 'As', 'Jk', '3h', '4h', '5h'];
  it('the host answers with the engine search and never throws on bad input', () => {
    const a = answerSearch({ id: 7, cards: B, rules: DEFAULT_MELD_RULES });
    expect(a).toEqual({ id: 7, result: bestMelds(B) });
    expect(answerSearch(null)).toEqual({ id: -1, failed: true });
    expect(answerSearch({ id: 3, cards: [1, 2], rules: {} })).toEqual({ id: 3, failed: true });
    expect(answerSearch({ id: 4, cards: ['Zz'], rules: DEFAULT_MELD_RULES })).toMatchObject({ id: 4 });
  });
});

const S = QUINCUNX.setup({ players: 2 }, 'client');
const VIEW = QUINCUNX.viewFor(S, 0);
const LEGAL = QUINCUNX.legalMoves(S);
type Answer = PlayerAnswer<QuincunxMove>;

describe('player worker host', () => {
  const ask = (id: number, seed: string): AskMessage<QuincunxView, QuincunxMove> => ({ type: 'ask', id, view: VIEW, seat: 0, legal: LEGAL, seed, strength: 'beginner' });

  it('computes only the newest request of those waiting, and none that was cancelled', () => {
    const replies: Answer[] = [];
    const queue: (() => void)[] = [];
    const handle = createPlayerHost(QUINCUNX_PLAYERS, (a) => replies.push(a), (fn) => queue.push(fn));
    handle(ask(1, 'a'));
    handle(ask(2, 'b'));
    handle(ask(3, 'c'));
    queue.splice(0).forEach((f) => f());
    expect(replies.map((r) => r.id)).toEqual([3]);
    expect(replies[0]).toEqual({ id: 3, choice: askPlayer(QUINCUNX_PLAYERS.beginner, VIEW, 0, LEGAL, 'c') });
    handle(ask(4, 'd'));
    handle({ type: 'cancel', id: 4 });
    queue.splice(0).forEach((f) => f());
    expect(replies.map((r) => r.id)).toEqual([3]);
  });

  it('fails malformed requests with their id and ignores what has none', () => {
    const replies: Answer[] = [];
    const handle = createPlayerHost(QUINCUNX_PLAYERS, (a) => replies.push(a), (fn) => fn());
    handle({ type: 'ask', id: 7, view: VIEW, seat: 0, legal: [], seed: 'x', strength: 'beginner' });
    handle({ type: 'ask', id: 8, view: VIEW, seat: 0, legal: LEGAL, seed: 'x', strength: 'grandmaster' });
    handle({ type: 'ask', id: 9, view: null, seat: 0, legal: LEGAL, seed: 'x', strength: 'beginner' });
    handle('junk');
    handle(null);
    handle({ type: 'constructor' });
    expect(replies).toEqual([{ id: 7, failed: true }, { id: 8, failed: true }, { id: 9, failed: true }]);
  });
});
