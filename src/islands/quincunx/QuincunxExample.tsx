/**
 * A worked Quincunx example: the position on the grid, the hands, and step
 * by step the engine's breakdown of each placement with its cells
 * highlighted, under the example's caption. URL: ?qx-<example>=<step>.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  apply, fromPosition, parseMove, parsePosition, QUINCUNX_EXAMPLES, totals,
  type Breakdown, type QuincunxEvent, type QuincunxState,
} from '../../engine/quincunx';
import type { Violation } from '../../engine/core/result';
import { DecktetCardFace } from '../../components/cards/Card';
import { QX } from '../../i18n/quincunx';
import { QUINCUNX_VIOLATIONS } from '../../i18n/quincunx';
import { QUINCUNX_RULE_NAMES } from '../../i18n/quincunx-rules';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { readParam, writeParam } from '../shared/url';
import { Grid, marksOf } from './Grid';
import { BreakdownList } from './BreakdownList';
import './quincunx.css';

interface Frame {
  state: QuincunxState;
  events: readonly QuincunxEvent[];
  refused: Violation | null;
}

function replay(positionText: string, moves: readonly string[]): Frame[] | null {
  const pos = parsePosition(positionText);
  if (!pos.ok) return null;
  const frames: Frame[] = [{ state: fromPosition(pos.value), events: [], refused: null }];
  for (const text of moves) {
    const prev = frames[frames.length - 1]!.state;
    const mv = parseMove(text);
    // Example moves are checked by the Vitest replay; an unreadable one leaves the position as it was.
    if (!mv.ok) { frames.push({ state: prev, events: [], refused: null }); continue; }
    const r = apply(prev, mv.value);
    frames.push(r.ok ? { state: r.state, events: r.events, refused: null } : { state: prev, events: [], refused: r.violation });
  }
  return frames;
}

export function Hands({ state, lang, highlight }: { state: QuincunxState; lang: Lang; highlight?: number | null }) {
  const t = QX[lang];
  return (
    <div class="qx-hands">
      {state.hands.map((h, p) => (
        <div class={`qx-hand${highlight === p ? ' qx-hand--active' : ''}`} role="group" aria-label={t.handOf(state.options.players === 1 ? t.you : t.player(p))}>
          <span class="qx-hand__who">{state.options.players === 1 ? t.you : t.player(p)}:</span>
          {h.length ? h.map((c) => <DecktetCardFace code={c} lang={lang} width={34} />) : <span class="hint">{t.none}</span>}
        </div>
      ))}
    </div>
  );
}

export default function QuincunxExample({ lang, example }: { lang: Lang; example: string }) {
  const t = QX[lang];
  const ex = QUINCUNX_EXAMPLES.find((e) => e.id === example);
  const frames = useMemo(() => (ex ? replay(ex.position, ex.steps.map((s) => s.move)) : null), [ex]);
  const [step, setStep] = useState(0);
  const [focus, setFocus] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const key = `qx-${example}`;

  useEffect(() => {
    if (!ex) return;
    const raw = readParam(key);
    if (raw === null) return;
    const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n > ex.steps.length) {
      setNotice(ISLAND[lang].badUrl);
      writeParam(key, null);
      return;
    }
    setStep(n);
  }, []);

  if (!ex || !frames) return <p class="error">{example}?</p>;

  const go = (n: number) => {
    setStep(n);
    setFocus(null);
    setNotice('');
    writeParam(key, n === 0 ? null : String(n));
  };
  const frame = frames[step]!;
  const state = frame.state;
  const placed = frame.events.find((e): e is Extract<QuincunxEvent, { type: 'placed' }> => e.type === 'placed');
  const breakdown: Breakdown | null = placed ? placed.breakdown : null;
  const drew = frame.events.find((e): e is Extract<QuincunxEvent, { type: 'drew' }> => e.type === 'drew');
  const marks = breakdown ? marksOf(breakdown.items) : undefined;
  const focusCells = breakdown && focus !== null && breakdown.items[focus] ? new Set(breakdown.items[focus]!.cells) : undefined;
  const solo = state.options.players === 1;
  const score = totals(state);

  return (
    <section class="island qx qx-example" aria-label={ex.title[lang]} data-example={ex.id}>
      <h4 class="qx-title">{ex.title[lang]}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <div class="qx-layout">
        <Grid
          lang={lang}
          rows={state.rows}
          cols={state.cols}
          cells={state.spread}
          played={breakdown?.cell ?? null}
          marks={marks}
          focus={focusCells}
          label={t.spread}
          testId="qx-example-grid"
        />
        <div class="qx-side">
          <Hands state={state} lang={lang} highlight={state.phase === 'play' ? state.current : null} />
          {breakdown && <BreakdownList lang={lang} breakdown={breakdown} focus={focus} onFocus={setFocus} drawn={drew ? drew.cards.length : 0} />}
          <p class="qx-scores" data-testid="scores">
            {score.map((v, p) => `${solo ? t.you : t.player(p)}: ${v}`).join(' · ')}
          </p>
          {state.result?.kind === 'solitaire' && (
            <p class="qx-result" role="status">{state.result.won ? t.solitaireWon(state.result.total) : t.solitaireLost(state.result.total)}</p>
          )}
        </div>
      </div>
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        caption={step === 0 ? ex.intro[lang] : ex.steps[step - 1]!.caption[lang]}
        items={ex.steps.map((s) => ({ label: s.move, caption: s.caption[lang] }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={QUINCUNX_RULE_NAMES} messages={QUINCUNX_VIOLATIONS} />}
    </section>
  );
}
