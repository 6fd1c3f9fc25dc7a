// @vitest-environment node
/**
 * The player client and worker host with a fake worker and fake timers: the
 * answer goes to the request that asked; a new request supersedes the open
 * one and a late answer for it is dropped; no answer in time is "not
 * available" and the worker is replaced; without a worker the beginner runs
 * here and the strong player is not available; the host computes only the
 * newest request and fails malformed ones. No timing is measured.
 */
import { describe, expect, it } from 'vitest';
import { askPlayer } from '../../src/engine/core/player';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import { QUINCUNX_PLAYERS } from '../../src/engine/quincunx/players';
import type { QuincunxMove } from '../../src/engine/quincunx/engine';
import type { QuincunxView } from '../../src/engine/quincunx/game';
import { createPlayerClient, PlayerUnavailable, shouldReport, type PlayerClientDeps, type WorkerLike } from '../../src/islands/shared/playerClient';
import { createPlayerHost, type AskMessage, type PlayerAnswer, type PlayerMessage } from '../../src/islands/shared/playerHost';

type Answer = PlayerAnswer<QuincunxMove>;

class FakeWorker implements WorkerLike<QuincunxMove> {
  posted: PlayerMessage[] = [];
  terminated = false;
  onmessage: ((e: { data: Answer }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(m: PlayerMessage) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  asks(): AskMessage[] {
    return this.posted.filter((m): m is AskMessage => m.type === 'ask');
  }
  cancels(): number[] {
    return this.posted.filter((m) => m.type === 'cancel').map((m) => m.id);
  }
  /** Answer as the real worker would (the real host and players). */
  answerReal(id: number) {
    const req = this.asks().find((a) => a.id === id) as AskMessage<QuincunxView, QuincunxMove>;
    this.onmessage?.({ data: { id, choice: askPlayer(QUINCUNX_PLAYERS[req.strength], req.view, req.seat, req.legal, req.seed) } });
  }
}

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

const S = QUINCUNX.setup({ players: 2 }, 'client');
const VIEW = QUINCUNX.viewFor(S, 0);
const LEGAL = QUINCUNX.legalMoves(S);

function harness(makeWorker: () => WorkerLike<QuincunxMove> | null) {
  const timers = fakeTimers();
  let made = 0;
  const deps: PlayerClientDeps<QuincunxView, QuincunxMove> = {
    makeWorker: () => {
      made++;
      return makeWorker();
    },
    beginner: async () => QUINCUNX_PLAYERS.beginner,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    timeoutMs: 8000,
  };
  return { client: createPlayerClient(deps), timers, made: () => made };
}

/** The outcome of a promise once the microtasks have run: the value, the reason of rejection, or 'pending'. */
function watch<T>(p: Promise<T>) {
  const box: { state: 'pending' | 'ok' | 'err'; value?: T; error?: unknown } = { state: 'pending' };
  p.then((v) => Object.assign(box, { state: 'ok', value: v })).catch((e) => Object.assign(box, { state: 'err', error: e }));
  return box;
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('player client', () => {
  it('sends only the view, the legal moves, the seed and the strength, and resolves with the worker’s answer', async () => {
    const w = new FakeWorker();
    const h = harness(() => w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'seed-1', 'strong'));
    const [req] = w.asks();
    expect(Object.keys(req!).sort()).toEqual(['id', 'legal', 'seat', 'seed', 'strength', 'type', 'view']);
    expect(req!.view).toEqual(VIEW);
    w.answerReal(req!.id);
    await flush();
    expect(p.state).toBe('ok');
    expect(p.value).toEqual(askPlayer(QUINCUNX_PLAYERS.strong, VIEW, 0, LEGAL, 'seed-1'));
    expect(h.timers.count).toBe(0);
  });

  it('a new request supersedes the open one: it is cancelled in the worker, its late answer is dropped', async () => {
    const w = new FakeWorker();
    const h = harness(() => w);
    const first = watch(h.client.ask(VIEW, 0, LEGAL, 'a', 'beginner'));
    const second = watch(h.client.ask(VIEW, 0, LEGAL, 'b', 'beginner'));
    const [a, b] = w.asks();
    expect(w.cancels()).toEqual([a!.id]);
    w.answerReal(a!.id); // late: dropped
    await flush();
    expect(first.state).toBe('err');
    expect((first.error as PlayerUnavailable).why).toBe('superseded');
    expect(shouldReport(first.error)).toBe(false);
    expect(second.state).toBe('pending');
    w.answerReal(b!.id);
    w.answerReal(b!.id); // a second answer for the same id changes nothing
    w.onmessage?.({ data: { id: 999, failed: true } });
    await flush();
    expect(second.state).toBe('ok');
    expect(second.value).toEqual(askPlayer(QUINCUNX_PLAYERS.beginner, VIEW, 0, LEGAL, 'b'));
  });

  it('no answer in time: not available, the worker is replaced for the next request', async () => {
    const workers: FakeWorker[] = [];
    const h = harness(() => {
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
    expect((p.error as PlayerUnavailable).why).toBe('timeout');
    expect(shouldReport(p.error)).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    const q = watch(h.client.ask(VIEW, 0, LEGAL, 'again', 'strong'));
    expect(h.made()).toBe(2);
    workers[1]!.answerReal(workers[1]!.asks()[0]!.id);
    await flush();
    expect(q.state).toBe('ok');
  });

  it('without a worker the beginner answers on this thread (the same move as in the worker); the strong player is not available', async () => {
    const h = harness(() => null);
    const b = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    const s = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    await flush();
    expect(b.state).toBe('err'); // superseded by the strong request
    expect(s.state).toBe('err');
    expect((s.error as PlayerUnavailable).why).toBe('no-worker');
    const again = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    await flush();
    expect(again.state).toBe('ok');
    expect(again.value).toEqual(askPlayer(QUINCUNX_PLAYERS.beginner, VIEW, 0, LEGAL, 'x'));
  });

  it('a worker that breaks: the open beginner request is answered here; later strong requests are not available', async () => {
    const w = new FakeWorker();
    const h = harness(() => w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'beginner'));
    w.onerror?.(new Error('failed to load'));
    await flush();
    expect(p.state).toBe('ok');
    expect(w.terminated).toBe(true);
    const s = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    await flush();
    expect((s.error as PlayerUnavailable).why).toBe('no-worker');
  });

  it('cancel drops the open request quietly', async () => {
    const w = new FakeWorker();
    const h = harness(() => w);
    const p = watch(h.client.ask(VIEW, 0, LEGAL, 'x', 'strong'));
    h.client.cancel();
    w.answerReal(w.asks()[0]!.id);
    await flush();
    expect(p.state).toBe('err');
    expect(shouldReport(p.error)).toBe(false);
    expect(w.cancels()).toEqual([w.asks()[0]!.id]);
  });
});

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
