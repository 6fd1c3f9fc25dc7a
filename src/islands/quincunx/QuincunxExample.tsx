/**
 * A worked Quincunx example: the position on the grid, the hands, and step
 * by step the engine's breakdown of each placement with its cells
 * highlighted, under the example's caption. URL: ?qx-<example>=<step>.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { QUINCUNX_EXAMPLES, totals, type Breakdown, type QuincunxEvent, type QuincunxState } from '../../engine/quincunx';
import { DecktetCardFace } from '../../components/cards/Card';
import { QUINCUNX_VIOLATIONS, QX } from '../../i18n/quincunx';
import { QUINCUNX_EXAMPLE_TEXT } from '../../i18n/examples/quincunx';
import { lookup } from '../../engine/core/game';
import { QUINCUNX_RULE_NAMES } from '../../i18n/quincunx-rules';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { restoreParam, writeParam } from '../shared/url';
import { exampleToUrl, stepFromUrl } from '../shared/replay';
import { quincunxFrames } from './exampleFrames';
import { Grid, marksOf } from './Grid';
import { BreakdownList } from './BreakdownList';
import './quincunx.css';

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
  const text = lookup(QUINCUNX_EXAMPLE_TEXT[lang], example);
  const frames = useMemo(() => (ex ? quincunxFrames(ex.position, ex.steps.map((s) => s.move)) : null), [ex]);
  const [step, setStep] = useState(0);
  const [focus, setFocus] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const key = `qx-${example}`;

  useEffect(() => {
    if (!ex) return;
    restoreParam(key, (raw) => stepFromUrl(raw, ex.steps.length), setStep, () => setNotice(ISLAND[lang].badUrl));
  }, []);

  if (!ex || !frames || !text) return <p class="error">{example}?</p>;

  const go = (n: number) => {
    setStep(n);
    setFocus(null);
    setNotice('');
    writeParam(key, exampleToUrl(n, []));
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
    <section class="island qx qx-example" aria-label={text.title} data-example={ex.id}>
      <h4 class="qx-title">{text.title}</h4>
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
        caption={step === 0 ? text.intro ?? '' : text.steps[step - 1] ?? ''}
        items={ex.steps.map((s, i) => ({ label: s.move, caption: text.steps[i] ?? '' }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={QUINCUNX_RULE_NAMES} messages={QUINCUNX_VIOLATIONS} />}
    </section>
  );
}
