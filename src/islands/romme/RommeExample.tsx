/**
 * A worked Rommé example: the table, the steps with captions in the page
 * language, the engine's refusal (with its rule) where a step is refused, what
 * the engine's search says about the hand in question, and "try it from here"
 * with the engine's legal moves or a typed move. The island only asks the engine.
 * URL: ?rm-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  apply, bestMelds, firstMeldMinimum, formatMove, fromPosition, helpfulCards, jokerHelps, legalMoves, meldRules, parseMove, parsePosition,
  positionProblem, ROMME_EXAMPLES, toAct, type RommeExample as Example, type RommeState,
} from '../../engine/romme';
import type { Violation } from '../../engine/core/result';
import { ROMME_VIOLATIONS, RM } from '../../i18n/romme';
import { ROMME_RULE_NAMES } from '../../i18n/romme-rules';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { readParam, writeParam } from '../shared/url';
import { MeldView, ScoreTable, shortFace, Table } from './Table';
import './romme.css';

interface Frame {
  state: RommeState;
  refused: Violation | null;
}

function replay(ex: Example): Frame[] | null {
  const pos = parsePosition(ex.position);
  if (!pos.ok || positionProblem(pos.value)) return null;
  const frames: Frame[] = [{ state: fromPosition(pos.value), refused: null }];
  for (const step of ex.steps) {
    const prev = frames[frames.length - 1]!.state;
    // Example moves are checked by the Vitest replay; should one not parse, the position stays.
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

function replayMoves(from: RommeState, texts: readonly string[]): { states: RommeState[]; texts: string[] } | null {
  const states: RommeState[] = [];
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

/** What the engine's search says about the hand an example is about. */
function EngineNotes({ ex, state, lang }: { ex: Example; state: RommeState; lang: Lang }) {
  const t = RM[lang];
  const all = [ex.initial, ...ex.steps.map((s) => s.expect)].filter(Boolean);
  const bestSeat = all.find((e) => e!.best)?.best?.[0] ?? all.find((e) => e!.firstMeld)?.firstMeld?.[0];
  const helpSeat = all.find((e) => e!.helpful)?.helpful?.[0];
  const rules = meldRules(state.options);
  const notes = [];
  if (bestSeat !== undefined && state.hands[bestSeat]) {
    const best = bestMelds(state.hands[bestSeat]!, rules);
    const min = firstMeldMinimum(state.options);
    notes.push(
      <div class="rm-note" data-testid="engine-best">
        <span>
          {t.bestIn(t.player(bestSeat))}:{' '}
          <strong>{state.melded[bestSeat] ? t.points(best.value) : t.bestValue(best.value, min)}</strong>
        </span>
        {best.melds.length > 0 && (
          <div class="rm-melds">{best.melds.map((m, i) => <MeldView cards={m} lang={lang} label={t.group(i)} width={30} />)}</div>
        )}
      </div>,
    );
  }
  if (helpSeat !== undefined && state.hands[helpSeat]) {
    const faces = helpfulCards(state, helpSeat);
    const joker = jokerHelps(state.hands[helpSeat]!, rules);
    const list = [...faces.map((f) => shortFace(f, lang)), ...(joker ? ['Joker'] : [])];
    notes.push(
      <p class="rm-note" data-testid="engine-helpful">
        {t.helpfulFor(t.player(helpSeat))}:{' '}
        <strong>{list.length ? list.join(', ') : t.none}</strong>
      </p>,
    );
  }
  return notes.length ? <div class="rm-notes">{notes}</div> : null;
}

export default function RommeExample({ lang, example }: { lang: Lang; example: string }) {
  const t = RM[lang];
  const ex = ROMME_EXAMPLES.find((e) => e.id === example);
  const frames = useMemo(() => (ex ? replay(ex) : null), [ex]);
  const [step, setStep] = useState(0);
  const [extra, setExtra] = useState<RommeState[]>([]);
  const [extraMoves, setExtraMoves] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const key = `rm-${example}`;

  useEffect(() => {
    if (!ex || !frames) return;
    const raw = readParam(key);
    if (raw === null) return;
    const colon = raw.indexOf(':');
    const stepText = colon < 0 ? raw : raw.slice(0, colon);
    const movesText = colon < 0 ? '' : raw.slice(colon + 1);
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

  if (!ex || !frames) return <p class="error">{example}?</p>;

  const go = (n: number) => {
    setStep(n);
    setExtra([]);
    setExtraMoves([]);
    setNotice('');
    writeParam(key, n === 0 ? null : String(n));
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
  const last = current.history[current.history.length - 1];

  return (
    <section class="island rm" aria-label={ex.title[lang]} data-example={ex.id}>
      <h4 class="rm-title">{ex.title[lang]}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Table state={current} lang={lang} showHands="all" />
      {(current.phase === 'dealOver' || current.phase === 'over') && last && (
        <div class="rm-result" role="status">
          <p>
            {t.dealEnd[last.how](last.winner !== null ? t.player(last.winner) : '', current.call?.leftover ?? 0)}{' '}
            {last.penalties.map((p, i) => `${t.seatShort(i)}: ${t.points(p)}`).join(' · ')}
          </p>
          <ScoreTable state={current} lang={lang} />
        </div>
      )}
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        dirty={extra.length > 0}
        caption={step === 0 ? ex.intro[lang] : ex.steps[step - 1]!.caption[lang]}
        items={ex.steps.map((s) => ({ label: s.move, caption: s.caption[lang] }))}
      />
      {step > 0 && frame.refused && extra.length === 0 && (
        <ViolationNote v={frame.refused} lang={lang} ruleNames={ROMME_RULE_NAMES} messages={ROMME_VIOLATIONS} />
      )}
      <EngineNotes ex={ex} state={current} lang={lang} />
      {extraMoves.length > 0 && (
        <p>
          {t.yourMoves}: <code>{extraMoves.join('; ')}</code>{' '}
          <button type="button" onClick={() => go(step)}>{t.backToExample}</button>
        </p>
      )}
      <MovePanel
        lang={lang}
        legal={current.phase === 'over' ? [] : legalMoves(current).map(formatMove)}
        play={play}
        ruleNames={ROMME_RULE_NAMES}
        messages={ROMME_VIOLATIONS}
        summary={`${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`}
        hint={t.exampleHint}
        open={extra.length > 0}
        max={40}
      />
    </section>
  );
}
