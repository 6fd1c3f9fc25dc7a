/**
 * Asks the bid advisor for numbers without blocking input: a module Web Worker
 * when the browser has one, otherwise the same engine call after a timeout.
 * Answers are seeded by the position, so both paths give the same numbers.
 */
import { useEffect, useState } from 'preact/hooks';
import { bidAdvice, playAdvice, type BidAdvice, type PlayAdvice } from '../../engine/gongor-whist/advisor';
import type { GongorWhistState } from '../../engine/gongor-whist';

export type AdviceKind = 'bid' | 'play';
export interface AdviceRequest {
  id: number;
  kind: AdviceKind;
  state: GongorWhistState;
  samples: number;
}
export type AdviceResponse =
  | { id: number; kind: 'bid'; bid: BidAdvice }
  | { id: number; kind: 'play'; play: PlayAdvice | null }
  | { id: number; kind: AdviceKind; failed: true };

/** Samples per estimate: each bid-advice sample plays eight hands (one per bid). */
export const BID_SAMPLES = 10_000;
export const PLAY_SAMPLES = 4_000;

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, (r: AdviceResponse) => void>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<AdviceResponse>) => {
      const done = pending.get(e.data.id);
      pending.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = () => {
      // A worker that fails to load: answer what is pending here, and compute here from now on.
      worker?.terminate();
      worker = null;
      for (const [id, done] of pending) done({ id, kind: 'bid', failed: true });
      pending.clear();
    };
  } catch {
    worker = null;
  }
  return worker;
}

function computeHere(req: AdviceRequest): AdviceResponse {
  return req.kind === 'bid' ? { id: req.id, kind: 'bid', bid: bidAdvice(req.state, { samples: req.samples }) } : { id: req.id, kind: 'play', play: playAdvice(req.state, { samples: req.samples }) };
}

export function requestAdvice(kind: AdviceKind, state: GongorWhistState, samples: number): Promise<AdviceResponse> {
  const req: AdviceRequest = { id: nextId++, kind, state, samples };
  return new Promise((resolve) => {
    const w = getWorker();
    if (w) {
      pending.set(req.id, (r) => resolve('failed' in r ? computeHere(req) : r));
      w.postMessage(req);
    } else {
      setTimeout(() => resolve(computeHere(req)), 0);
    }
  });
}

export interface Advice {
  bid: BidAdvice | null;
  play: PlayAdvice | null;
  /** True while an answer for the current state is awaited. */
  busy: boolean;
}

/** The advice for `state` (bid phase: odds per bid; play/decide: chance the bid is still made). Nothing on the server. */
export function useAdvice(state: GongorWhistState, enabled = true): Advice {
  const [advice, setAdvice] = useState<{ for: GongorWhistState | null; bid: BidAdvice | null; play: PlayAdvice | null }>({ for: null, bid: null, play: null });
  const kind: AdviceKind | null = !enabled ? null : state.phase === 'bid' ? 'bid' : state.phase === 'play' || state.phase === 'decide' ? 'play' : null;
  useEffect(() => {
    if (!kind) return;
    let live = true;
    requestAdvice(kind, state, kind === 'bid' ? BID_SAMPLES : PLAY_SAMPLES).then((r) => {
      if (!live) return;
      setAdvice({ for: state, bid: r.kind === 'bid' && 'bid' in r ? r.bid : null, play: r.kind === 'play' && 'play' in r ? r.play : null });
    });
    return () => {
      live = false;
    };
  }, [state, kind]);
  const fresh = advice.for === state;
  return { bid: fresh ? advice.bid : null, play: fresh ? advice.play : null, busy: kind !== null && !fresh };
}
