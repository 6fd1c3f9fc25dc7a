/// <reference lib="webworker" />
/**
 * The bid advisor off the main thread: the page posts a state, the worker runs
 * the engine's seeded Monte Carlo and posts the numbers back.
 */
import { bidAdvice, playAdvice } from '../../engine/gongor-whist/advisor';
import type { AdviceRequest, AdviceResponse } from './advisorClient';

self.onmessage = (e: MessageEvent<AdviceRequest>) => {
  const { id, kind, state, samples } = e.data;
  let reply: AdviceResponse;
  try {
    reply = kind === 'bid' ? { id, kind, bid: bidAdvice(state, { samples }) } : { id, kind, play: playAdvice(state, { samples }) };
  } catch {
    reply = { id, kind, failed: true };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
};
