/**
 * A worked Conquian example: the position as cards, steps with captions in the
 * page language, forward/back, and "try it from here" where the reader plays
 * either side. Every decision is the engine's: this island only asks it.
 * State in the URL: ?cq-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useMemo } from 'preact/hooks';
import { CONQUIAN_EXAMPLES, fromPosition, apply, legalMoves, toAct, parseMove, formatMove, winningCards, type ConquianMove, type ConquianState, type Player } from '../../engine/conquian';
import { CQ, CONQUIAN_PARSE_MESSAGES, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS } from '../../i18n/conquian';
import { CONQUIAN_EXAMPLE_TEXT } from '../../i18n/examples/conquian';
import { frenchCardName } from '../../i18n/cards';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Board } from './Board';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel } from '../shared/MovePanel';
import { useExampleSteps, type Notation } from '../shared/replay';

const ENGINE: Notation<ConquianState, ConquianMove> = { parseMove, formatMove, apply };

/** The engine's answer for the watched player: the cards that would take them out at once (only between turns). */
function WinsNow({ state, player, lang }: { state: ConquianState; player: Player; lang: Lang }) {
  const t = CQ[lang];
  if (state.phase === 'over' || state.hands[player].length + state.melds[player].flat().length !== 10) return null;
  const cards = winningCards(state, player).map((c) => frenchCardName(lang, c)).join(', ');
  return <p class="cq-wins" data-testid="wins-now">{t.winsNow(t.player(player), cards)}</p>;
}

export default function ConquianExample({ lang, example }: { lang: Lang; example: string }) {
  const t = CQ[lang];
  const ex = CONQUIAN_EXAMPLES.find((e) => e.id === example);
  const text = Object.hasOwn(CONQUIAN_EXAMPLE_TEXT[lang], example) ? CONQUIAN_EXAMPLE_TEXT[lang][example] : undefined;
  const start = useMemo(() => (ex ? fromPosition(ex.position) : null), [ex]);
  const moves = useMemo(() => ex?.steps.map((st) => st.move) ?? [], [ex]);
  const { step, frame, current, extraMoves, notice, go, play } = useExampleSteps(ENGINE, `cq-${example}`, start, moves, lang);

  if (!ex || !text || !current || !frame) return <p class="error">{example}?</p>;
  const actor = toAct(current);

  return (
    <section class="island cq" aria-label={text.title} data-example={ex.id}>
      <h4 class="cq-title">{text.title}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Board state={current} lang={lang} />
      {ex.watch !== undefined && <WinsNow state={current} player={ex.watch} lang={lang} />}
      <StepNav
        lang={lang}
        step={step}
        total={ex.steps.length}
        onGo={go}
        dirty={extraMoves.length > 0}
        caption={step === 0 ? ISLAND[lang].startPos : text.steps[step - 1]!}
        items={ex.steps.map((s, i) => ({ label: s.move, caption: text.steps[i]! }))}
      />
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} ruleNames={CONQUIAN_RULE_NAMES} messages={CONQUIAN_VIOLATIONS} />}
      <MovePanel
        lang={lang}
        legal={current.phase === 'over' ? [] : legalMoves(current).map(formatMove)}
        play={play}
        ruleNames={CONQUIAN_RULE_NAMES}
        messages={CONQUIAN_VIOLATIONS}
        parseMessages={CONQUIAN_PARSE_MESSAGES}
        summary={`${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`}
        hint={t.notationHint}
        ownMoves={extraMoves}
        onBackToExample={() => go(step)}
        max={40}
      />
    </section>
  );
}
