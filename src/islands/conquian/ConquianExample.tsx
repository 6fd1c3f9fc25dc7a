/**
 * A worked Conquian example: the position as cards, steps with captions in the
 * page language, forward/back, and "try it from here" where the reader plays
 * either side. Every decision is the engine's: this island only asks it.
 * State in the URL: ?cq-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CONQUIAN_EXAMPLES, fromPosition, apply, legalMoves, toAct, parseMove, formatMove, type ConquianState, type ConquianExample as Example } from '../../engine/conquian';
import type { Violation } from '../../engine/core/result';
import { CQ, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS } from '../../i18n/conquian';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Board } from './Board';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { readParam, writeParam } from '../shared/url';

interface Frame {
  state: ConquianState;
  refused: Violation | null;
}

function replay(ex: Example): Frame[] {
  const frames: Frame[] = [{ state: fromPosition(ex.position), refused: null }];
  for (const step of ex.steps) {
    const prev = frames[frames.length - 1]!.state;
    // Example moves are checked to parse by the Vitest replay; should one not, the
    // position simply stays (no rule is blamed for a typo in our own data).
    const mv = parseMove(step.move);
    if (!mv.ok) {
      frames.push({ state: prev, refused: null });
      continue;
    }
    const r = apply(prev, mv.value);
    frames.push(r.ok ? { state: r.state, refused: null } : { state: prev, refused: r.violation });
  }
  return frames;
}

/** Replays the reader's own moves from a state; null when any is unreadable or illegal. */
function replayMoves(from: ConquianState, texts: readonly string[]): { states: ConquianState[]; texts: string[] } | null {
  const states: ConquianState[] = [];
  const out: string[] = [];
  let s = from;
  for (const m of texts) {
    const mv = parseMove(m);
    if (!mv.ok) return null;
    const r = apply(s, mv.value);
    if (!r.ok) return null;
    s = r.state;
    states.push(s);
    out.push(formatMove(mv.value));
  }
  return { states, texts: out };
}

export default function ConquianExample({ lang, example }: { lang: Lang; example: string }) {
  const t = CQ[lang];
  const ex = CONQUIAN_EXAMPLES.find((e) => e.id === example);
  const frames = useMemo(() => (ex ? replay(ex) : []), [ex]);
  const [step, setStep] = useState(0);
  const [extra, setExtra] = useState<ConquianState[]>([]);
  const [extraMoves, setExtraMoves] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const key = `cq-${example}`;

  // Restore from the URL once on the client; a tampered value falls back to the start.
  useEffect(() => {
    if (!ex) return;
    const raw = readParam(key);
    if (raw === null) return;
    const [stepText = '', movesText = ''] = raw.split(':');
    const n = /^\d{1,3}$/.test(stepText) ? Number(stepText) : -1;
    const mine = n >= 0 && n <= ex.steps.length ? replayMoves(frames[n]!.state, movesText ? movesText.split(';') : []) : null;
    if (!mine) {
      setNotice(ISLAND[lang].badUrl);
      writeParam(key, null);
      return;
    }
    setStep(n);
    setExtra(mine.states);
    setExtraMoves(mine.texts);
  }, []);

  if (!ex) return <p class="error">{example}?</p>;

  const go = (n: number) => {
    setStep(n);
    setExtra([]);
    setExtraMoves([]);
    setNotice('');
    writeParam(key, String(n));
  };
  const current = extra.length ? extra[extra.length - 1]! : frames[step]!.state;
  const frame = frames[step]!;
  const play = (text: string): PlayOutcome => {
    const mv = parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    const r = apply(current, mv.value);
    if (!r.ok) return { ok: false, violation: r.violation };
    const moves = [...extraMoves, formatMove(mv.value)];
    setExtra([...extra, r.state]);
    setExtraMoves(moves);
    setNotice('');
    writeParam(key, `${step}:${moves.join(';')}`);
    return { ok: true };
  };
  const actor = toAct(current);

  return (
    <section class="island cq" aria-label={ex.title[lang]} data-example={ex.id}>
      <h4 class="cq-title">{ex.title[lang]}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Board state={current} lang={lang} />
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        dirty={extra.length > 0}
        caption={step === 0 ? ISLAND[lang].startPos : ex.steps[step - 1]!.caption[lang]}
        items={ex.steps.map((s) => ({ label: s.move, caption: s.caption[lang] }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={CONQUIAN_RULE_NAMES} messages={CONQUIAN_VIOLATIONS} />}
      {extraMoves.length > 0 && (
        <p>
          {t.yourMoves}: <code>{extraMoves.join('; ')}</code> <button type="button" onClick={() => go(step)}>{t.reset}</button>
        </p>
      )}
      <MovePanel
        lang={lang}
        legal={current.phase === 'over' ? [] : legalMoves(current).map(formatMove)}
        play={play}
        ruleNames={CONQUIAN_RULE_NAMES}
        messages={CONQUIAN_VIOLATIONS}
        summary={`${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`}
        hint={t.notationHint}
        open={extra.length > 0}
        max={40}
      />
    </section>
  );
}
