/**
 * A worked Gongor Whist example: the table (trump, Ace stack, the trick, your
 * cards), steps with captions in the page language, forward and back, and
 * "try it from here" with the engine's legal moves. A step the engine refuses
 * is shown with its rule. URL: ?gw-<example>=<step>[:<move>;<move>…].
 */
import { useMemo } from 'preact/hooks';
import {
  apply, formatMove, fromPosition, GONGOR_WHIST_EXAMPLES, legalMoves, parseMove,
  type GongorWhistMove, type GongorWhistState,
} from '../../engine/gongor-whist';
import { GONGOR_WHIST_RULE_NAMES } from '../../i18n/gongor-whist-rules';
import { GONGOR_WHIST_VIOLATIONS, GW } from '../../i18n/gongor-whist';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../../i18n/examples/gongor-whist';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { MovePanel } from '../shared/MovePanel';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { useExampleSteps, type Notation } from '../shared/replay';
import { Table } from './Table';
import './gongor-whist.css';


const ENGINE: Notation<GongorWhistState, GongorWhistMove> = { parseMove, formatMove, apply };

export default function GongorWhistExample({ lang, example }: { lang: Lang; example: string }) {
  const t = GW[lang];
  const ex = GONGOR_WHIST_EXAMPLES.find((e) => e.id === example);
  const start = useMemo(() => (ex ? fromPosition(ex.position) : null), [ex]);
  const moves = useMemo(() => ex?.steps.map((st) => st.move) ?? [], [ex]);
  const { step, frame, current, extraMoves, notice, go, play } = useExampleSteps(ENGINE, `gw-${example}`, start, moves, lang);

  const text = Object.hasOwn(GONGOR_WHIST_EXAMPLE_TEXT[lang], example) ? GONGOR_WHIST_EXAMPLE_TEXT[lang][example] : undefined;
  if (!ex || !text || !current || !frame) return <p class="error">{example}?</p>;
  const legal = legalMoves(current);

  return (
    <section class="island gw gw-example" aria-label={`${t.example}: ${text.title}`} data-example={ex.id}>
      <h4 class="gw-title">{text.title}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Table state={current} lang={lang} playable={legal.flatMap((m) => (m.type === 'play' ? [m.card] : []))} />
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        dirty={extraMoves.length > 0}
        caption={step === 0 ? ISLAND[lang].startPos : text.steps[step - 1] ?? ''}
        items={ex.steps.map((s, i) => ({ label: s.move, caption: text.steps[i] ?? '' }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={GONGOR_WHIST_RULE_NAMES} messages={GONGOR_WHIST_VIOLATIONS} />}
      <MovePanel
        lang={lang}
        legal={legal.map(formatMove)}
        play={play}
        ruleNames={GONGOR_WHIST_RULE_NAMES}
        messages={GONGOR_WHIST_VIOLATIONS}
        summary={t.legal}
        hint={t.notationHint}
        ownMoves={extraMoves}
        onBackToExample={() => go(step)}
      />
    </section>
  );
}
