/// <reference lib="webworker" />
/**
 * The bid advisor off the main thread: the page posts a state, the worker
 * runs the engine's seeded Monte Carlo in slices (so that a "cancel" for a
 * request the page no longer needs stops it) and posts the numbers back.
 */
import { createAdvisorHost, type AdviceAnswer } from './advisorHost';
import { yielder } from './slice';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createAdvisorHost(
  { now: () => performance.now(), schedule: yielder(), budgetMs: 25, batch: 16 },
  (answer: AdviceAnswer) => scope.postMessage(answer),
);
scope.onmessage = (e: MessageEvent<unknown>) => handle(e.data);
