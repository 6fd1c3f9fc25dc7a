/**
 * Replaying moves written in a game's notation through that game's engine:
 * the frames of a worked example, and the reader's own moves (from a click,
 * a typed move or a shared URL). Every game's islands use these, so the
 * rules stay in the engine and the replay logic exists once.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApplyResult, ParseResult, Violation } from '../../engine/core/result';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import type { PlayOutcome } from './MovePanel';
import { afterPaint, restoreParam, writeParam } from './url';

/** The three engine functions a replay needs. */
export interface Notation<S, M, E = unknown> {
  parseMove(text: string): ParseResult<M>;
  formatMove(move: M): string;
  apply(state: S, move: M): ApplyResult<S, E>;
}

export interface Frame<S, E = unknown> {
  state: S;
  /** What the engine reported for this step's move (empty at the start and after a refusal). */
  events: readonly E[];
  /** The engine's refusal when this step's move is illegal (the position then stays). */
  refused: Violation | null;
}

/**
 * A worked example's frames, as an array has them (`length`, `at`): one per step, plus the start. A list built
 * as it is read, so an island that opens at the start replays none of the example's moves until the reader
 * steps (on the Rommé examples page the replay of every step was about a fifth of each island's hydration).
 */
export interface Frames<S, E = unknown> {
  readonly length: number;
  at(index: number): Frame<S, E> | undefined;
}

/**
 * The frames of a worked example, each replayed when first asked for (and every one before it). A refused
 * move keeps the position and records the violation; a move that does not even parse also keeps it, without
 * blaming a rule (the Vitest replay catches typos in our own data).
 */
export function lazyFrames<S, M, E>(engine: Notation<S, M, E>, start: S, moves: readonly string[]): Frames<S, E> {
  const frames: Frame<S, E>[] = [{ state: start, events: [], refused: null }];
  return {
    length: moves.length + 1,
    at(index) {
      if (!Number.isInteger(index) || index < 0 || index > moves.length) return undefined;
      while (frames.length <= index) {
        const prev = frames[frames.length - 1]!.state;
        const mv = engine.parseMove(moves[frames.length - 1]!);
        const r = mv.ok ? engine.apply(prev, mv.value) : null;
        frames.push(r?.ok ? { state: r.state, events: r.events, refused: null } : { state: prev, events: [], refused: r && !r.ok ? r.violation : null });
      }
      return frames[index];
    },
  };
}

/** Every frame of a worked example at once (lazyFrames, read to the end). */
export function exampleFrames<S, M, E>(engine: Notation<S, M, E>, start: S, moves: readonly string[]): Frame<S, E>[] {
  const frames = lazyFrames(engine, start, moves);
  return Array.from({ length: frames.length }, (_, i) => frames.at(i)!);
}

/** The states after each move and the moves in canonical notation; null if any move is unreadable or illegal. */
export function replayMoves<S, M>(engine: Notation<S, M>, from: S, texts: readonly string[]): { states: S[]; texts: string[] } | null {
  const states: S[] = [];
  const out: string[] = [];
  let s = from;
  for (const text of texts) {
    const mv = engine.parseMove(text);
    if (!mv.ok) return null;
    const r = engine.apply(s, mv.value);
    if (!r.ok) return null;
    s = r.state;
    states.push(s);
    out.push(engine.formatMove(mv.value));
  }
  return { states, texts: out };
}

/** Apply one move typed or clicked by the reader: the new state and its canonical text, or why not. */
export function tryMove<S, M>(engine: Notation<S, M>, state: S, text: string): { ok: true; state: S; text: string } | Exclude<PlayOutcome, { ok: true }> {
  const mv = engine.parseMove(text);
  if (!mv.ok) return { ok: false, parseError: mv.error };
  const r = engine.apply(state, mv.value);
  if (!r.ok) return { ok: false, violation: r.violation };
  return { ok: true, state: r.state, text: engine.formatMove(mv.value) };
}

/**
 * A worked example's URL value: `<step>` or `<step>:<move>;<move>…` (the
 * reader's own moves from that step, canonical notation); null removes the
 * parameter (the start, nothing of one's own).
 */
export function exampleToUrl(step: number, moves: readonly string[]): string | null {
  if (moves.length) return `${step}:${moves.join(';')}`;
  return step === 0 ? null : String(step);
}

/** Read a worked example's URL value against its frames: the step and the reader's moves replayed from it; null when malformed or illegal. */
export function exampleFromUrl<S, M>(engine: Notation<S, M>, frames: Frames<S>, raw: string): { n: number; states: S[]; texts: string[] } | null {
  const [stepText = '', movesText = '', ...rest] = raw.split(':');
  const n = /^\d{1,3}$/.test(stepText) ? Number(stepText) : -1;
  if (n < 0 || n >= frames.length || rest.length > 0) return null;
  const mine = replayMoves(engine, frames.at(n)!.state, movesText ? movesText.split(';') : []);
  return mine && { n, ...mine };
}

/** A step-only example's URL value (no moves of one's own): the step, 0 … total; null when malformed. */
export function stepFromUrl(raw: string, total: number): number | null {
  return /^\d{1,3}$/.test(raw) && Number(raw) <= total ? Number(raw) : null;
}

/**
 * State of a worked-example island: the current step, the reader's own moves
 * from that step ("try it from here"), and the URL parameter `key` holding
 * `<step>` or `<step>:<move>;<move>…`. A tampered value shows `notice` and the
 * start, and is removed from the address.
 */
export function useExampleSteps<S, M>(engine: Notation<S, M>, key: string, start: S | null, moves: readonly string[], lang: Lang) {
  const frames = useMemo((): Frames<S> => (start === null ? { length: 0, at: () => undefined } : lazyFrames(engine, start, moves)), [start, moves]);
  const [step, setStep] = useState(0);
  const [extra, setExtra] = useState<S[]>([]);
  const [extraMoves, setExtraMoves] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!frames.length) return;
    restoreParam(key, (raw) => exampleFromUrl(engine, frames, raw), ({ n, states, texts }) => {
      setStep(n);
      setExtra(states);
      setExtraMoves(texts);
    }, () => setNotice(ISLAND[lang].badUrl));
  }, []);

  const go = (n: number) => {
    setStep(n);
    setExtra([]);
    setExtraMoves([]);
    setNotice('');
    afterPaint(key, () => writeParam(key, exampleToUrl(n, []))); // the step is drawn first, the address after
  };
  const frame = frames.at(step) ?? null;
  const current = extra.length ? extra[extra.length - 1]! : (frame?.state ?? null);
  const play = (text: string): PlayOutcome => {
    if (current === null) return { ok: false, parseError: { code: 'no-position', token: text, position: 0 } };
    const r = tryMove(engine, current, text);
    if (!r.ok) return r;
    const next = [...extraMoves, r.text];
    setExtra([...extra, r.state]);
    setExtraMoves(next);
    setNotice('');
    afterPaint(key, () => writeParam(key, exampleToUrl(step, next)));
    return { ok: true };
  };
  return { frames, step, frame, current, extraMoves, notice, go, play };
}
