// @vitest-environment node
/**
 * The shared worker client (src/islands/shared/workerClient.ts) through its
 * three users, with one fake worker and fake timers: the Gongor Whist bid
 * advisor (several requests open, cancel told to the worker, computing here
 * after a timeout), the Rommé meld search (newest request only, one search at
 * a time in the worker) and the computer players (newest request only, a
 * fresh worker after a timeout, the strong player never on this thread).
 * Answers go to the request that asked; stale answers are dropped; no answer
 * in time is "not available"; a worker that is missing, fails or hangs hands
 * its work to this thread. No timing is measured.
 */
import { describe, expect, it } from 'vitest';
import { askPlayer } from '../../src/engine/core/player';
import { setup as gwSetup, viewFor as gwView, type GongorWhistState } from '../../src/engine/gongor-whist';
import { bidAdvice } from '../../src/engine/gongor-whist/advisor';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import type { QuincunxView } from '../../src/engine/quincunx/view';
import type { QuincunxMove } from '../../src/engine/quincunx/engine';
import { QUINCUNX_PLAYERS } from '../../src/engine/quincunx/players';
import { bestMelds, DEFAULT_MELD_RULES } from '../../src/engine/romme';
import { createAdvisorClient, type AdviceOutcome } from '../../src/islands/gongor-whist/advisorClient';
import type { AdviceAnswer, AdviseMessage } from '../../src/islands/gongor-whist/advisorHost';
import { createMeldClient, type SearchOutcome } from '../../src/islands/romme/meldClient';
import { answerSearch, type SearchAnswer, type SearchRequest } from '../../src/islands/romme/meldSearchHost';
import { createPlayerClient, PlayerUnavailable, shouldReport } from '../../src/islands/shared/playerClient';
import type { AskMessage, PlayerAnswer } from '../../src/islands/shared/playerHost';
import type { CancelMessage, WorkerLike } from '../../src/islands/shared/workerClient';

class FakeWorker<Req extends { readonly id: number }, Ans> implements WorkerLike<Req, Ans> {
  posted: (Req | CancelMessage)[] = [];
  terminated = false;
  onmessage: ((e: { data: Ans }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(m: Req | CancelMessage) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** The requests sent (not the cancel messages). */
  sent(): Req[] {
    return this.posted.filter((m): m is Req => (m as { type?: string }).type !== 'cancel');
  }
  cancelled(): number[] {
    return this.posted.filter((m): m is CancelMessage => (m as { type?: string }).type === 'cancel').map((m) => m.id);
  }
  reply(a: Ans) {
    this.onmessage?.({ data: a });
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
      for (const [h, t] of [...timers])
        if (t.at <= now) {
          timers.delete(h);
          t.fn();
        }
    },
    get count() {
      return timers.size;
    },
  };
}

/** Work given to this thread: the request, its reply, and whether it was stopped. */
interface Here<Req, Ans> {
  req: Req;
  reply: (a: Ans) => void;
  stopped: boolean;
}

/** A worker source: one worker, none (null), a constructor that throws, or a fresh one each time. */
type Source<W> = W | null | (() => W | null);

function deps<Req, Ans, W extends WorkerLike<Req, Ans>>(source: Source<W>, timeoutMs: number) {
  const timers = fakeTimers();
  const here: Here<Req, Ans>[] = [];
  let made = 0;
  return {
    timers,
    here,
    made: () => made,
    deps: {
      makeWorker: () => {
        made++;
        return typeof source === 'function' ? source() : source;
      },
      computeHere(req: Req, reply: (a: Ans) => void) {
        const job = { req, reply, stopped: false };
        here.push(job);
        return () => {
          job.stopped = true;
        };
      },
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
      timeoutMs,
    },
  };
}

// ---- the advisor: several requests open at once ----

type AdvisorWorker = FakeWorker<AdviseMessage, AdviceAnswer>;
const S0 = gwSetup({}, 'client');
const BID = bidAdvice(gwView(S0), { samples: 50 });

function advisor(source: Source<AdvisorWorker>) {
  const d = deps<AdviseMessage, AdviceAnswer, AdvisorWorker>(source, 10_000);
  const client = createAdvisorClient(d.deps);
  const outcomes: { n: number; outcome: AdviceOutcome }[] = [];
  let asked = 0;
  const ask = (state: GongorWhistState = S0) => {
    const n = ++asked;
    return client.request('bid', gwView(state), 50, (outcome) => outcomes.push({ n, outcome }));
  };
  return { ...d, outcomes, ask };
}

describe('worker client: the bid advisor', () => {
  it('answers the request that asked, through the worker; a second answer or an unknown id is ignored', () => {
    const w: AdvisorWorker = new FakeWorker();
    const h = advisor(w);
    h.ask();
    expect(w.sent()).toHaveLength(1);
    const { id } = w.sent()[0]!;
    w.reply({ id, kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([{ n: 1, outcome: { kind: 'bid', bid: BID } }]);
    expect(h.timers.count).toBe(0); // the deadline is cleared
    w.reply({ id, kind: 'bid', bid: BID });
    w.reply({ id: 999, kind: 'bid', bid: BID });
    expect(h.outcomes).toHaveLength(1);
  });

  it('a cancelled request is cancelled in the worker and its late answer dropped: 30 quick deals give one answer, for the last', () => {
    const w: AdvisorWorker = new FakeWorker();
    const h = advisor(w);
    let cancel = () => {};
    for (let i = 0; i < 30; i++) {
      cancel();
      cancel = h.ask(gwSetup({}, `deal-${i}`));
    }
    const ids = w.sent().map((m) => m.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(w.cancelled()).toEqual(ids.slice(0, 29));
    for (const id of ids) w.reply({ id, kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([{ n: 30, outcome: { kind: 'bid', bid: BID } }]);
    expect(h.timers.count).toBe(0);
  });

  it('a worker that never answers: "not available" after the deadline, then the worker is given up and the next request computed here', () => {
    const w: AdvisorWorker = new FakeWorker();
    const h = advisor(w);
    h.ask();
    h.timers.advance(9_999);
    expect(h.outcomes).toEqual([]);
    h.timers.advance(1);
    expect(h.outcomes).toEqual([{ n: 1, outcome: { kind: 'unavailable' } }]);
    expect(w.terminated).toBe(true);
    w.reply({ id: w.sent()[0]!.id, kind: 'bid', bid: BID }); // should it still come: dropped
    expect(h.outcomes).toHaveLength(1);
    h.ask();
    expect(w.sent()).toHaveLength(1);
    expect(h.here).toHaveLength(1);
    h.here[0]!.reply({ id: h.here[0]!.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes[1]).toEqual({ n: 2, outcome: { kind: 'bid', bid: BID } });
  });

  it('a worker that fails to load: everything it owed is computed here, in order', () => {
    const w: AdvisorWorker = new FakeWorker();
    const h = advisor(w);
    h.ask();
    h.ask(gwSetup({}, 'second'));
    w.onerror?.(new Error('404'));
    expect(w.terminated).toBe(true);
    expect(h.here.map((x) => x.req.id)).toEqual(w.sent().map((m) => m.id));
    for (const x of h.here) x.reply({ id: x.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['bid', 'bid']);
  });

  it('no worker in this browser (none, or the constructor throws): computed here; a slow computation here is stopped and "not available"', () => {
    for (const make of [() => null, () => { throw new Error('no workers'); }]) {
      const h = advisor(make);
      h.ask();
      expect(h.here).toHaveLength(1);
      h.timers.advance(10_000);
      expect(h.outcomes).toEqual([{ n: 1, outcome: { kind: 'unavailable' } }]);
      expect(h.here[0]!.stopped).toBe(true);
    }
  });

  it('cancelling a request computed here stops it', () => {
    const h = advisor(null);
    const cancel = h.ask();
    cancel();
    expect(h.here[0]!.stopped).toBe(true);
    h.here[0]!.reply({ id: h.here[0]!.req.id, kind: 'bid', bid: BID });
    expect(h.outcomes).toEqual([]);
    expect(h.timers.count).toBe(0);
  });

  it('a failed computation reads as not available', () => {
    const w: AdvisorWorker = new FakeWorker();
    const h = advisor(w);
    h.ask();
    w.reply({ id: w.sent()[0]!.id, failed: true });
    expect(h.outcomes).toEqual([{ n: 1, outcome: { kind: 'unavailable' } }]);
  });
});

// ---- the meld search: newest request only, one search at a time in the worker ----

type MeldWorker = FakeWorker<SearchRequest, SearchAnswer>;
const A = ['3s', '4s', '5s', 'Jc', 'Jh', 'Jd'];
const B = ['Ac', 'As', 'Jk', '3h', '4h', '5h'];
const C = ['7c', '7d', '7h', 'Kc', 'Kh'];

function meld(source: Source<MeldWorker>) {
  const d = deps<SearchRequest, SearchAnswer, MeldWorker>(source, 5000);
  const client = createMeldClient(d.deps);
  const got: [string, SearchOutcome][] = [];
  const ask = (name: string, cards: string[]) => client.request(cards, DEFAULT_MELD_RULES, (o) => got.push([name, o]));
  return { ...d, got, ask };
}
/** Answer as the real worker would. */
const searchFor = (w: MeldWorker, id: number) => w.reply(answerSearch(w.sent().find((r) => r.id === id)));

describe('worker client: the meld search', () => {
  it('answers the newest request only; one search at a time goes to the worker, and a waiting request is replaced by a newer one', () => {
    const w: MeldWorker = new FakeWorker();
    const h = meld(w);
    h.ask('A', A);
    h.ask('B', B);
    h.ask('C', C);
    // A is with the worker; B was replaced by C before it was sent; the worker is told nothing
    expect(w.posted.map((r) => (r as SearchRequest).cards)).toEqual([A]);
    searchFor(w, 1); // stale: dropped, and C goes out
    expect(h.got).toEqual([]);
    expect(w.sent().map((r) => r.cards)).toEqual([A, C]);
    searchFor(w, w.sent()[1]!.id);
    expect(h.got.map(([k]) => k)).toEqual(['C']);
    const o = h.got[0]![1];
    expect(o.kind === 'best' && o.result.value).toBe(bestMelds(C).value);
  });

  it('a cancelled request is never answered', () => {
    const w: MeldWorker = new FakeWorker();
    const h = meld(w);
    h.ask('A', A)();
    searchFor(w, 1);
    expect(h.got).toEqual([]);
  });

  it('no answer in time (even while waiting for a busy worker): not available, the worker is given up and the next search runs here', () => {
    const w: MeldWorker = new FakeWorker();
    const h = meld(w);
    h.ask('A', A);
    h.ask('C', C); // waits for A's search
    h.timers.advance(4999);
    expect(h.got).toEqual([]);
    h.timers.advance(1);
    expect(h.got).toEqual([['C', { kind: 'unavailable' }]]);
    expect(w.terminated).toBe(true);
    h.ask('B', B);
    expect(w.sent()).toHaveLength(1);
    expect(h.here.map((x) => x.req.cards)).toEqual([B]);
    h.here[0]!.reply(answerSearch(h.here[0]!.req));
    expect(h.got[1]![1].kind).toBe('best');
  });

  it('a worker that fails hands what it owed to the page', () => {
    const w: MeldWorker = new FakeWorker();
    const h = meld(w);
    h.ask('B', B);
    w.onerror?.(new Error('load failed'));
    expect(w.terminated).toBe(true);
    expect(h.here).toHaveLength(1);
    h.here[0]!.reply(answerSearch(h.here[0]!.req));
    expect(h.got).toHaveLength(1);
    const o = h.got[0]![1];
    expect(o.kind === 'best' && o.result.value).toBe(bestMelds(B).value);
  });

  it('without a worker the page searches itself, and stale answers of its own are dropped too', () => {
    const h = meld(null);
    h.ask('A', A);
    h.ask('B', B);
    expect(h.here.map((x) => x.req.cards)).toEqual([A, B]);
    expect(h.here.map((x) => x.stopped)).toEqual([true, false]);
    for (const x of h.here) x.reply(answerSearch(x.req));
    expect(h.got.map(([k]) => k)).toEqual(['B']);
  });

  it('a failed search reads as not available', () => {
    const w: MeldWorker = new FakeWorker();
    const h = meld(w);
    h.ask('A', A);
    w.reply({ id: 1, failed: true });
    expect(h.got).toEqual([['A', { kind: 'unavailable' }]]);
  });
});

// ---- the computer players: newest request only, a fresh worker after a timeout ----

type PlayerWorker = FakeWorker<AskMessage<QuincunxView, QuincunxMove>, PlayerAnswer<QuincunxMove>>;
const S = QUINCUNX.setup({ players: 2 }, 'client');
const VIEW = QUINCUNX.viewFor(S, 0);
const LEGAL = QUINCUNX.legalMoves(S);

/** Answer as the real worker would (the real players). */
function play(w: PlayerWorker, id: number) {
  const req = w.sent().find((a) => a.id === id)!;
  w.reply({ id, choice: askPlayer(QUINCUNX_PLAYERS[req.strength], req.view, req.seat, req.legal, req.seed) });
}

function players(source: Source<PlayerWorker>) {
  const d = deps<AskMessage<QuincunxView, QuincunxMove>, PlayerAnswer<QuincunxMove>, PlayerWorker>(source, 8000);
  const { makeWorker, setTimer, clearTimer, timeoutMs } = d.deps;
  const client = createPlayerClient<QuincunxView, QuincunxMove>({ makeWorker, setTimer, clearTimer, timeoutMs, beginner: async () => QUINCUNX_PLAYERS.beginner });
  return { ...d, client };
}

/** The outcome of a promise once the microtasks have run: the value, the reason of rejection, or 'pending'. */
function watch<T>(p: Promise<T>) {
  const box: { state: 'pending' | 'ok' | 'err'; value?: T; error?: unknown } = { state: 'pending' };
  p.then((v) => Object.assign(box, { state: 'ok', value: v })).catch((e) => Object.assign(box, { state: 'err', error: e }));
  return box;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const why = (e: unknown) => (e as PlayerUnavailable).why;

describe('worker client: the computer players', () => {
  it('sends only the view, the legal moves, the seed and the strength, and resolves with the worker’s answer', async () => {
    const w: PlayerWorker = new FakeWorker();
    const h = players(w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'seed-1', 'strong'));
    const [req] = w.sent();
    expect(Object.keys(req!).sort()).toEqual(['id', 'legal', 'seat', 'seed', 'strength', 'type', 'view']);
    expect(req!.view).toEqual(VIEW);
    play(w, req!.id);
    await flush();
    expect(p.state).toBe('ok');
    expect(p.value).toEqual(askPlayer(QUINCUNX_PLAYERS.strong, VIEW, 0, LEGAL, 'seed-1'));
    expect(h.timers.count).toBe(0);
  });

  it('a new request supersedes the open one: it is cancelled in the worker, its late answer is dropped', async () => {
    const w: PlayerWorker = new FakeWorker();
    const h = players(w);
    const first = watch(h.client.ask(VIEW, 0, LEGAL, 'a', 'beginner'));
    const second = watch(h.client.ask(VIEW, 0, LEGAL, 'b', 'beginner'));
    const [a, b] = w.sent();
    expect(w.cancelled()).toEqual([a!.id]);
    play(w, a!.id); // late: dropped
    await flush();
    expect(first.state).toBe('err');
    expect(why(first.error)).toBe('superseded');
    expect(shouldReport(first.error)).toBe(false);
    expect(second.state).toBe('pending');
    play(w, b!.id);
    play(w, b!.id); // a second answer for the same id changes nothing
    w.reply({ id: 999, failed: true });
    await flush();
    expect(second.state).toBe('ok');
    expect(second.value).toEqual(askPlayer(QUINCUNX_PLAYERS.beginner, VIEW, 0, LEGAL, 'b'));
  });

  it('no answer in time: not available, the worker is replaced by a fresh one for the next request', async () => {
    const workers: PlayerWorker[] = [];
    const h = players(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1]!;
    });
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'slow', 'strong'));
    h.timers.advance(7999);
    await flush();
    expect(p.state).toBe('pending');
    h.timers.advance(1);
    await flush();
    expect(p.state).toBe('err');
    expect(why(p.error)).toBe('timeout');
    expect(shouldReport(p.error)).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    const q = watch(h.client.ask(VIEW, 0, LEGAL, 'again', 'strong'));
    expect(h.made()).toBe(2);
    play(workers[1]!, workers[1]!.sent()[0]!.id);
    await flush();
    expect(q.state).toBe('ok');
  });

  it('without a worker the beginner answers on this thread (the same move as in the worker); the strong player is not available', async () => {
    const h = players(null);
    const b = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    const s = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    await flush();
    expect(b.state).toBe('err'); // superseded by the strong request
    expect(s.state).toBe('err');
    expect(why(s.error)).toBe('no-worker');
    const again = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    await flush();
    expect(again.state).toBe('ok');
    expect(again.value).toEqual(askPlayer(QUINCUNX_PLAYERS.beginner, VIEW, 0, LEGAL, 'x'));
  });

  it('a worker that breaks: the open beginner request is answered here; later strong requests are not available', async () => {
    const w: PlayerWorker = new FakeWorker();
    const h = players(w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    w.onerror?.(new Error('failed to load'));
    await flush();
    expect(p.state).toBe('ok');
    expect(w.terminated).toBe(true);
    const s = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    await flush();
    expect(why(s.error)).toBe('no-worker');
  });

  it('cancel drops the open request quietly; dispose also stops the worker', async () => {
    const w: PlayerWorker = new FakeWorker();
    const h = players(w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    h.client.cancel();
    play(w, w.sent()[0]!.id);
    await flush();
    expect(p.state).toBe('err');
    expect(shouldReport(p.error)).toBe(false);
    expect(w.cancelled()).toEqual([w.sent()[0]!.id]);
    const q = watch(h.client.ask(VIEW, 0, LEGAL, 'y', 'strong'));
    h.client.dispose();
    await flush();
    expect(why(q.error)).toBe('cancelled');
    expect(w.terminated).toBe(true);
    expect(h.timers.count).toBe(0);
  });
});
