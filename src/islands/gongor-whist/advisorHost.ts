/**
 * The advisor's computing side: it answers "advise" messages with the
 * engine's numbers, computed in slices so that a "cancel" (the page has moved
 * on) stops the work between two slices. The worker (advisor.worker.ts) runs
 * it with its own messages; the page loads this module only when it has to
 * compute on the main thread itself (no worker, or a broken one), with short
 * slices so that no task blocks input (see advisorClient.ts).
 */
import { isObject } from '../../engine/core/game';
import type { GongorWhistView } from '../../engine/gongor-whist/view';
import { bidAdviceJob, playAdviceJob, type AdviceJob, type BidAdvice, type PlayAdvice } from '../../engine/gongor-whist/advisor';
import { runSliced, type Slicing } from './slice';

export type AdviceKind = 'bid' | 'play';

export interface AdviseMessage {
  readonly type: 'advise';
  readonly id: number;
  readonly kind: AdviceKind;
  /** What the player may know (the contract's view): the advisor needs nothing else. */
  readonly view: GongorWhistView;
  readonly samples: number;
}
export interface CancelMessage {
  readonly type: 'cancel';
  readonly id: number;
}
export type AdvisorMessage = AdviseMessage | CancelMessage;

export type AdviceAnswer =
  | { readonly id: number; readonly kind: 'bid'; readonly bid: BidAdvice }
  | { readonly id: number; readonly kind: 'play'; readonly play: PlayAdvice | null }
  | { readonly id: number; readonly failed: true };

/** Compute one request in slices; returns a cancel function. */
export function computeSliced(req: AdviseMessage, slicing: Slicing, reply: (a: AdviceAnswer) => void): () => void {
  const { id, kind, view, samples } = req;
  try {
    if (kind === 'bid') {
      const job: AdviceJob<BidAdvice> = bidAdviceJob(view, { samples });
      return runSliced(job, slicing, (bid) => reply({ id, kind, bid }), () => reply({ id, failed: true }));
    }
    const job: AdviceJob<PlayAdvice | null> = playAdviceJob(view, { samples });
    return runSliced(job, slicing, (play) => reply({ id, kind, play }), () => reply({ id, failed: true }));
  } catch {
    reply({ id, failed: true });
    return () => {};
  }
}

/** The worker's message handler: several requests may run at once (two islands on a page), each in its own slices. */
export function createAdvisorHost(slicing: Slicing, reply: (a: AdviceAnswer) => void): (message: unknown) => void {
  const running = new Map<number, () => void>();
  return (message) => {
    if (!isObject(message) || typeof message.id !== 'number') return;
    const id = message.id;
    if (message.type === 'cancel') {
      running.get(id)?.();
      running.delete(id);
      return;
    }
    if (message.type !== 'advise' || (message.kind !== 'bid' && message.kind !== 'play') || typeof message.samples !== 'number' || !isObject(message.view)) {
      reply({ id, failed: true });
      return;
    }
    const req = message as unknown as AdviseMessage;
    running.set(id, computeSliced(req, slicing, (a) => {
      running.delete(id);
      reply(a);
    }));
  };
}
