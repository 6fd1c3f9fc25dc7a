/**
 * A worked Conquian example: the position as cards, steps with captions in the
 * page language, forward/back, and "try it from here" where the reader plays
 * either side. Every decision is the engine's: this island only asks it.
 * State in the URL: ?cq-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useMemo } from 'preact/hooks';
import { CONQUIAN_EXAMPLES, fromPosition, apply, legalMoves, toAct, parseMove, formatMove, type ConquianMove, type ConquianState } from '../../engine/conquian';
import { CQ, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS } from '../../i18n/conquian';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Board } from './Board';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel } from '../shared/MovePanel';
import { useExampleSteps, type Notation } from '../shared/replay';

const ENGINE: Notation<ConquianState, ConquianMove> = { parseMove, formatMove, apply };

export default function ConquianExample({ lang, example }: { lang: Lang; example: string }) {
  const t = CQ[lang];
  const ex = CONQUIAN_EXAMPLES.find((e) => e.id === example);
  const start = useMemo(() => (ex ? fromPosition(ex.position) : null), [ex]);
  const moves = useMemo(() => ex?.steps.map((st) => st.move) ?? [], [ex]);
  const { step, frame, current, extraMoves, notice, go, play } = useExampleSteps(ENGINE, `cq-${example}`, start, moves, lang);

  if (!ex || !current || !frame) return <p class="error">{example}?</p>;
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
        dirty={extraMoves.length > 0}
        caption={step === 0 ? ISLAND[lang].startPos : ex.steps[step - 1]!.caption[lang]}
        items={ex.steps.map((s) => ({ label: s.move, caption: s.caption[lang] }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={CONQUIAN_RULE_NAMES} messages={CONQUIAN_VIOLATIONS} />}
      <MovePanel
        lang={lang}
        legal={current.phase === 'over' ? [] : legalMoves(current).map(formatMove)}
        play={play}
        ruleNames={CONQUIAN_RULE_NAMES}
        messages={CONQUIAN_VIOLATIONS}
        summary={`${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`}
        hint={t.notationHint}
        ownMoves={extraMoves}
        onBackToExample={() => go(step)}
        max={40}
      />
    </section>
  );
}
