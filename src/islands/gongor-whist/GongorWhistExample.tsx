/**
 * A worked Gongor Whist example: the table (trump, Ace stack, the trick, your
 * cards), steps with captions in the page language, forward and back, and
 * "try it from here" with the engine's legal moves. A step the engine refuses
 * is shown with its rule. URL: ?gw-<example>=<step>[:<move>;<move>…].
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  apply, formatMove, fromPosition, GONGOR_WHIST_EXAMPLES, legalMoves, parseMove,
  type GongorWhistExample as Example, type GongorWhistState,
} from '../../engine/gongor-whist';
import type { Violation } from '../../engine/core/result';
import { GONGOR_WHIST_RULE_NAMES } from '../../i18n/gongor-whist-rules';
import { GONGOR_WHIST_VIOLATIONS, GW } from '../../i18n/gongor-whist';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { readParam, writeParam } from '../shared/url';
import { Table } from './Table';
import './gongor-whist.css';

interface Frame {
  state: GongorWhistState;
  refused: Violation | null;
}

function replay(ex: Example): Frame[] {
  const frames: Frame[] = [{ state: fromPosition(ex.position), refused: null }];
  for (const step of ex.steps) {
    const prev = frames[frames.length - 1]!.state;
    // Example moves are checked by the Vitest replay; an unreadable one just keeps the position.
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

function replayMoves(from: GongorWhistState, texts: readonly string[]): { states: GongorWhistState[]; texts: string[] } | null {
  const states: GongorWhistState[] = [];
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

export default function GongorWhistExample({ lang, example }: { lang: Lang; example: string }) {
  const t = GW[lang];
  const ex = GONGOR_WHIST_EXAMPLES.find((e) => e.id === example);
  const frames = useMemo(() => (ex ? replay(ex) : []), [ex]);
  const [step, setStep] = useState(0);
  const [extra, setExtra] = useState<GongorWhistState[]>([]);
  const [extraMoves, setExtraMoves] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const key = `gw-${example}`;

  useEffect(() => {
    if (!ex) return;
    const raw = readParam(key);
    if (raw === null) return;
    const [stepText = '', movesText = '', ...rest] = raw.split(':');
    const n = /^\d{1,3}$/.test(stepText) ? Number(stepText) : -1;
    const mine = n >= 0 && n <= ex.steps.length && rest.length === 0 ? replayMoves(frames[n]!.state, movesText ? movesText.split(';') : []) : null;
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
  const legal = legalMoves(current);

  return (
    <section class="island gw gw-example" aria-label={`${t.example}: ${ex.title[lang]}`} data-example={ex.id}>
      <h4 class="gw-title">{ex.title[lang]}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Table state={current} lang={lang} playable={legal.flatMap((m) => (m.type === 'play' ? [m.card] : []))} />
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        dirty={extra.length > 0}
        caption={step === 0 ? ISLAND[lang].startPos : ex.steps[step - 1]!.caption[lang]}
        items={ex.steps.map((s) => ({ label: s.move, caption: s.caption[lang] }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={GONGOR_WHIST_RULE_NAMES} messages={GONGOR_WHIST_VIOLATIONS} />}
      {extraMoves.length > 0 && (
        <p>
          {t.yourMoves}: <code>{extraMoves.join('; ')}</code> <button type="button" onClick={() => go(step)}>{t.reset}</button>
        </p>
      )}
      <MovePanel
        lang={lang}
        legal={legal.map(formatMove)}
        play={play}
        ruleNames={GONGOR_WHIST_RULE_NAMES}
        messages={GONGOR_WHIST_VIOLATIONS}
        summary={t.legal}
        hint={t.notationHint}
        open={extra.length > 0}
      />
    </section>
  );
}
