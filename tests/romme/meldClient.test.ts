// @vitest-environment node
/**
 * The meld checker's search requests (issue 13.7) with a fake worker and fake
 * timers: only the newest request is answered, one search at a time goes to
 * the worker and a newer waiting request replaces an older one, a stale answer
 * is dropped, a request without an answer in time is "not available" and the
 * worker given up, and without a worker the page searches itself. The host
 * answers with the engine's own search and never throws. No timing measured.
 */
import { describe, expect, it } from 'vitest';
import { bestMelds, DEFAULT_MELD_RULES } from '../../src/engine/romme';
import { createMeldClient, type MeldClientDeps, type SearchOutcome, type WorkerLike } from '../../src/islands/romme/meldClient';
import { answerSearch, type SearchAnswer, type SearchRequest } from '../../src/islands/romme/meldSearchHost';

class FakeWorker implements WorkerLike {
  posted: SearchRequest[] = [];
  terminated = false;
  onmessage: ((e: { data: SearchAnswer }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(m: SearchRequest) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answer the request with this id as the real worker would. */
  answer(id: number) {
    const req = this.posted.find((r) => r.id === id)!;
    this.onmessage?.({ data: answerSearch(req) });
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
  };
}

function setup(worker: FakeWorker | null) {
  const timers = fakeTimers();
  const here: { req: SearchRequest; reply: (a: SearchAnswer) => void }[] = [];
  const deps: MeldClientDeps = {
    makeWorker: () => worker,
    computeHere: (req, reply) => here.push({ req, reply }),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    timeoutMs: 5000,
  };
  return { client: createMeldClient(deps), timers, here };
}

const A = ['3s', '4s', '5s', 'Jc', 'Jh', 'Jd'];
const B = ['Ac', 'As', 'Jk', '3h', '4h', '5h'];
const C = ['7c', '7d', '7h', 'Kc', 'Kh'];

describe('meld search client', () => {
  it('answers the newest request only; one search at a time goes to the worker, and a waiting request is replaced by a newer one', () => {
    const w = new FakeWorker();
    const { client } = setup(w);
    const got: [string, SearchOutcome][] = [];
    client.request(A, DEFAULT_MELD_RULES, (o) => got.push(['A', o]));
    client.request(B, DEFAULT_MELD_RULES, (o) => got.push(['B', o]));
    client.request(C, DEFAULT_MELD_RULES, (o) => got.push(['C', o]));
    // A is with the worker; B was replaced by C before it was sent
    expect(w.posted.map((r) => r.cards)).toEqual([A]);
    w.answer(1); // stale: dropped, and C goes out
    expect(got).toEqual([]);
    expect(w.posted.map((r) => r.cards)).toEqual([A, C]);
    w.answer(w.posted[1]!.id);
    expect(got.map(([k]) => k)).toEqual(['C']);
    const o = got[0]![1];
    expect(o.kind).toBe('best');
    if (o.kind === 'best') expect(o.result.value).toBe(bestMelds(C).value);
  });

  it('a cancelled request is never answered', () => {
    const w = new FakeWorker();
    const { client } = setup(w);
    const got: SearchOutcome[] = [];
    const cancel = client.request(A, DEFAULT_MELD_RULES, (o) => got.push(o));
    cancel();
    w.answer(1);
    expect(got).toEqual([]);
  });

  it('no answer in time: not available, the worker is given up and the next search runs here', () => {
    const w = new FakeWorker();
    const { client, timers, here } = setup(w);
    const got: SearchOutcome[] = [];
    client.request(A, DEFAULT_MELD_RULES, (o) => got.push(o));
    timers.advance(4999);
    expect(got).toEqual([]);
    timers.advance(1);
    expect(got).toEqual([{ kind: 'unavailable' }]);
    expect(w.terminated).toBe(true);
    client.request(B, DEFAULT_MELD_RULES, (o) => got.push(o));
    expect(w.posted).toHaveLength(1);
    expect(here.map((h) => h.req.cards)).toEqual([B]);
    here[0]!.reply(answerSearch(here[0]!.req));
    expect(got[1]!.kind).toBe('best');
  });

  it('a worker that fails hands what it owed to the page', () => {
    const w = new FakeWorker();
    const { client, here } = setup(w);
    const got: SearchOutcome[] = [];
    client.request(B, DEFAULT_MELD_RULES, (o) => got.push(o));
    w.onerror?.(new Error('load failed'));
    expect(w.terminated).toBe(true);
    expect(here).toHaveLength(1);
    here[0]!.reply(answerSearch(here[0]!.req));
    expect(got).toHaveLength(1);
    if (got[0]!.kind === 'best') expect(got[0]!.result.value).toBe(bestMelds(B).value);
    else throw new Error('expected an answer');
  });

  it('without a worker the page searches itself, and stale answers of its own are dropped too', () => {
    const { client, here } = setup(null);
    const got: string[] = [];
    client.request(A, DEFAULT_MELD_RULES, () => got.push('A'));
    client.request(B, DEFAULT_MELD_RULES, () => got.push('B'));
    expect(here.map((h) => h.req.cards)).toEqual([A, B]);
    here[0]!.reply(answerSearch(here[0]!.req));
    here[1]!.reply(answerSearch(here[1]!.req));
    expect(got).toEqual(['B']);
    expect(here).toHaveLength(2);
  });

  it('the host answers with the engine search and never throws on bad input', () => {
    const a = answerSearch({ id: 7, cards: B, rules: DEFAULT_MELD_RULES });
    expect(a).toEqual({ id: 7, result: bestMelds(B) });
    expect(answerSearch(null)).toEqual({ id: -1, failed: true });
    expect(answerSearch({ id: 3, cards: [1, 2], rules: {} })).toEqual({ id: 3, failed: true });
    expect(answerSearch({ id: 4, cards: ['Zz'], rules: DEFAULT_MELD_RULES })).toMatchObject({ id: 4 });
  });
});
