// @vitest-environment node
/**
 * The advisor's request logic (issue 11.7) with a fake worker, fake timers
 * and a fake clock: stale answers are dropped and superseded requests
 * cancelled, a request without an answer in time says "not available", a
 * worker that fails or hangs is replaced by computing on this thread, and
 * that computing runs in slices that yield in between. No timing is measured.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, setup, viewFor, type GongorWhistState } from '../../src/engine/gongor-whist';
import { bidAdvice, bidAdviceJob, playAdvice } from '../../src/engine/gongor-whist/advisor';
import { computeSliced, createAdvisorHost, type AdviceAnswer, type AdviseMessage, type AdvisorMessage } from '../../src/islands/gongor-whist/advisorHost';
import { createAdvisorClient, type AdviceOutcome, type AdvisorClientDeps, type WorkerLike } from '../../src/islands/gongor-whist/advisorClient';
import { runSliced, type Slicing } from '../../src/islands/gongor-whist/slice';

class FakeWorker implements WorkerLike {
  posted: AdvisorMessage[] = [];
  terminated = false;
  onmessage: ((e: { data: AdviceAnswer }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(m: AdvisorMessage) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answer a request as the real worker would. */
  answer(id: number, a: Omit<AdviceAnswer, 'id'> & Record<string, unknown>) {
    this.onmessage?.({ data: { id, ...a } as AdviceAnswer });
  }
  advised(): AdviseMessage[] {
    return this.posted.filter((m): m is AdviseMessage => m.type === 'advise');
  }
  cancelled(): number[] {
    return this.posted.filter((m) => m.type === 'cancel').map((m) => m.id);
  }
}

/** Fake timers: run them by hand. */
function fakeTimers() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimer: (fn: () => void, ms: number) => {
      timers.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [h, t] of [...timers]) if (t.at <= now) {
        timers.delete(h);
        t.fn();
      }
    },
    get count() {
      return timers.size;
    },
  };
}

const S0 = setup({}, 'client');
const BID = bidAdvice(viewFor(S0), { samples: 50 });

function harness(worker: WorkerLike | null | (() => WorkerLike | null)) {
  const timers = fakeTimers();
  const here: { req: AdviseMessage; reply: (a: AdviceAnswer) => void; cancelled: boolean }[] = [];
  const deps: AdvisorClientDeps = {
    makeWorker: typeof worker === 'function' ? worker : () => worker,
    computeHere(req, reply) {
      const job = { req, reply, cancelled: false };
      here.push(job);
      return () => {
        job.cancelled = true;
      };
    },
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    timeoutMs: 10_000,
  };
  const client = createAdvisorClient(deps);
  const outcomes: { id: number; outcome: AdviceOutcome }[] = [];
  let asked = 0;
  const ask = (state: GongorWhistState = S0) => {
    const n = ++asked;
    return client.request('bid', viewFor(state), 50, (outcome) => outcomes.push({ id: n, outcome }));
  };
  return { client, timers, here, outcomes, ask };
}

describe('advisor client', () => {
  it('answers the request that asked, through the worker', () => {
    const w = new FakeWorker();
    const h = harness(w);
    h.ask();
    expect(w.advised()).toHaveLength(1);
    const { id } = w.advised()[0]!;
    w.answer(id, { kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([{ id: 1, outcome: { kind: 'bid', bid: BID } }]);
    expect(h.timers.count).toBe(0); // the deadline is cleared
    // a second answer for the same id (or any unknown id) is ignored
    w.answer(id, { kind: 'bid', bid: BID });
    w.answer(999, { kind: 'bid', bid: BID });
    expect(h.outcomes).toHaveLength(1);
  });

  it('a superseded request is cancelled in the worker and its late answer dropped: 30 quick deals give one answer, for the last', () => {
    const w = new FakeWorker();
    const h = harness(w);
    let cancel = () => {};
    for (let i = 0; i < 30; i++) {
      cancel();
      cancel = h.ask(setup({}, `deal-${i}`));
    }
    const ids = w.advised().map((m) => m.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(w.cancelled()).toEqual(ids.slice(0, 29));
    // the worker answers everything anyway, oldest first: only the last request's answer is shown
    for (const id of ids) w.answer(id, { kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([{ id: 30, outcome: { kind: 'bid', bid: BID } }]);
    expect(h.timers.count).toBe(0);
  });

  it('a worker that never answers: "not available" after the deadline, then the worker is given up and the next request computed here', () => {
    const w = new FakeWorker();
    const h = harness(w);
    h.ask();
    h.timers.advance(9_999);
    expect(h.outcomes).toEqual([]);
    h.timers.advance(1);
    expect(h.outcomes).toEqual([{ id: 1, outcome: { kind: 'unavailable' } }]);
    expect(w.terminated).toBe(true);
    // its answer, should it still come, is dropped
    w.answer(w.advised()[0]!.id, { kind: 'bid', bid: BID });
    expect(h.outcomes).toHaveLength(1);
    h.ask();
    expect(w.advised()).toHaveLength(1);
    expect(h.here).toHaveLength(1);
    h.here[0]!.reply({ id: h.here[0]!.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes[1]).toEqual({ id: 2, outcome: { kind: 'bid', bid: BID } });
  });

  it('a worker that fails to load: what it owed is computed here', () => {
    const w = new FakeWorker();
    const h = harness(w);
    h.ask();
    h.ask(setup({}, 'second'));
    w.onerror?.(new Error('404'));
    expect(w.terminated).toBe(true);
    expect(h.here.map((x) => x.req.id)).toEqual(w.advised().map((m) => m.id));
    for (const x of h.here) x.reply({ id: x.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['bid', 'bid']);
  });

  it('no worker in this browser (none, or the constructor throws): computed here; a slow computation here also ends "not available"', () => {
    for (const make of [() => null, () => { throw new Error('no workers'); }]) {
      const h = harness(make);
      h.ask();
      expect(h.here).toHaveLength(1);
      h.timers.advance(10_000);
      expect(h.outcomes).toEqual([{ id: 1, outcome: { kind: 'unavailable' } }]);
      expect(h.here[0]!.cancelled).toBe(true);
    }
  });

  it('cancelling a request computed here stops it', () => {
    const h = harness(null);
    const cancel = h.ask();
    cancel();
    expect(h.here[0]!.cancelled).toBe(true);
    h.here[0]!.reply({ id: h.here[0]!.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([]);
    expect(h.timers.count).toBe(0);
  });

  it('a failed computation reads as not available', () => {
    const w = new FakeWorker();
    const h = harness(w);
    h.ask();
    w.answer(w.advised()[0]!.id, { failed: true });
    expect(h.outcomes).toEqual([{ id: 1, outcome: { kind: 'unavailable' } }]);
  });
});

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
