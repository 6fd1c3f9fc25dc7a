/**
 * Long computations in slices: run a job a few samples at a time until a
 * time budget is used up, then yield (to the page's input and painting on the
 * main thread, to incoming messages such as "cancel" in the worker) and go on.
 * The clock and the way of yielding are passed in, so tests drive it without
 * timers. No DOM here.
 */
import type { AdviceJob } from '../../engine/gongor-whist/advisor';

export interface Slicing {
  /** Milliseconds, monotonic (performance.now in the browser). */
  now(): number;
  /** Run fn soon, after what is waiting (input, messages). */
  schedule(fn: () => void): void;
  /** Stop a slice once it has run this long (checked after every batch). */
  readonly budgetMs: number;
  /** Samples between two looks at the clock. */
  readonly batch: number;
}

/**
 * Run `job` in slices; `done` gets the result, `fail` an error thrown by the
 * job. Returns a cancel function: after it, no slice runs and nothing is reported.
 */
export function runSliced<T>(job: AdviceJob<T>, slicing: Slicing, done: (result: T) => void, fail: (error: unknown) => void): () => void {
  let cancelled = false;
  const slice = () => {
    if (cancelled) return;
    let finished = false;
    try {
      const start = slicing.now();
      do finished = job.step(slicing.batch);
      while (!finished && slicing.now() - start < slicing.budgetMs);
    } catch (e) {
      cancelled = true;
      fail(e);
      return;
    }
    if (finished) {
      cancelled = true;
      done(job.result());
    } else slicing.schedule(slice);
  };
  slicing.schedule(slice);
  return () => {
    cancelled = true;
  };
}

/**
 * Yield to the event loop without the 4 ms clamp of nested setTimeout: a
 * message to ourselves (MessageChannel), falling back to setTimeout.
 */
export function yielder(): (fn: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (fn) => void setTimeout(fn, 0);
  const queue: Array<() => void> = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => queue.shift()?.();
  return (fn) => {
    queue.push(fn);
    channel.port2.postMessage(null);
  };
}
