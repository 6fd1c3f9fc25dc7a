/**
 * A worked Rommé example: the table, the steps with captions in the page
 * language, the engine's refusal (with its rule) where a step is refused, what
 * the engine's search says about the hand in question, and "try it from here"
 * with the engine's legal moves or a typed move. The island only asks the engine.
 * URL: ?rm-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useMemo } from 'preact/hooks';
import {
  apply, bestMelds, firstMeldMinimum, formatMove, helpfulCards, jokerHelps, legalMoves, meldRules, parseMove, ROMME_EXAMPLES, toAct, type RommeExample as Example, type RommeMove, type RommeState,
} from '../../engine/romme';
import { ROMME_EXAMPLE_TEXT } from '../../i18n/examples/romme';
import { ROMME_VIOLATIONS, RM } from '../../i18n/romme';
import { ROMME_RULE_NAMES } from '../../i18n/romme-rules';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { StepNav } from '../shared/StepNav';
import { ViolationNote } from '../shared/ViolationNote';
import { MovePanel } from '../shared/MovePanel';
import { useExampleSteps, type Notation } from '../shared/replay';
import { MeldView, ScoreTable, shortFace, Table } from './Table';
import { exampleStart } from './exampleStart';
import './romme.css';

const ENGINE: Notation<RommeState, RommeMove> = { parseMove, formatMove, apply };

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
  const start = useMemo(() => (ex ? exampleStart(ex) : null), [ex]);
  const moves = useMemo(() => ex?.steps.map((st) => st.move) ?? [], [ex]);
  const { step, frame, current, extraMoves, notice, go, play } = useExampleSteps(ENGINE, `rm-${example}`, start, moves, lang);

  const words = ROMME_EXAMPLE_TEXT[lang][example];
  if (!ex || !words || !current || !frame) return <p class="error">{example}?</p>;
  // between deals nobody plays a card (the next dealer only deals)
  const actor = current.phase === 'dealOver' ? null : toAct(current);
  const last = current.history[current.history.length - 1];

  return (
    <section class="island rm" aria-label={words.title} data-example={ex.id}>
      <h4 class="rm-title">{words.title}</h4>
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
        dirty={extraMoves.length > 0}
        caption={step === 0 ? (words.intro ?? ISLAND[lang].startPos) : (words.steps[step - 1] ?? '')}
        items={ex.steps.map((s, i) => ({ label: s.move, caption: words.steps[i] ?? '' }))}
      />
      {step > 0 && frame.refused && extraMoves.length === 0 && (
        <ViolationNote v={frame.refused} lang={lang} ruleNames={ROMME_RULE_NAMES} messages={ROMME_VIOLATIONS} />
      )}
      <EngineNotes ex={ex} state={current} lang={lang} />
      <MovePanel
        lang={lang}
        legal={current.phase === 'over' ? [] : legalMoves(current).map(formatMove)}
        play={play}
        ruleNames={ROMME_RULE_NAMES}
        messages={ROMME_VIOLATIONS}
        summary={`${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`}
        hint={t.exampleHint}
        ownMoves={extraMoves}
        onBackToExample={() => go(step)}
        max={40}
      />
    </section>
  );
}
