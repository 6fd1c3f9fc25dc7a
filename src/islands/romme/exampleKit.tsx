/**
 * What the one example island (src/islands/shared/ExampleIsland.tsx) needs
 * to show a Rommé worked example: the table with the cards the step moved
 * highlighted, the steps named in the page's words, and as notes what the
 * engine's search says about the hand in question and, at the end of a deal,
 * its result and the penalty points.
 */
import { bestMelds, jokerHelps } from '../../engine/romme/search';
import { apply, firstMeldMinimum, helpfulCards, legalMoves, meldRules, toAct, type RommeMove, type RommeState } from '../../engine/romme/engine';
import { formatMove, parseMove } from '../../engine/romme/notation';
import { ROMME_EXAMPLES, ROMME_GAME_EXAMPLES } from '../../engine/romme/examples';
import { ROMME_EXAMPLE_TEXT } from '../../i18n/examples/romme';
import { RM, ROMME_VIOLATIONS, ROMME_RULE_NAMES, ROMME_PARSE_MESSAGES } from '../../i18n/romme';
import type { Lang } from '../../i18n/ui';
import type { ExampleKit, TableProps } from '../shared/ExampleIsland';
import { describeMove } from './describe';
import { MeldView, ScoreTable, shortFace, Table } from './Table';

function ExampleTable({ state, lang, previous }: TableProps<RommeState>) {
  return <Table state={state} lang={lang} showHands="all" previous={previous} />;
}

/** The deal's end (who went out, the penalties and the score sheet), and what the engine's search says about the hand the example is about. */
function Notes({ state, lang, example }: TableProps<RommeState> & { example: string; step: number }) {
  const t = RM[lang];
  const ex = ROMME_EXAMPLES.find((e) => e.id === example);
  const last = state.history[state.history.length - 1];
  const notes = [];
  if ((state.phase === 'dealOver' || state.phase === 'over') && last) {
    notes.push(
      <div class="rm-result" role="status">
        <p>
          {t.dealEnd[last.how](last.winner !== null ? t.player(last.winner) : '', state.call?.leftover ?? 0)}{' '}
          {last.penalties.map((p, i) => `${t.seatShort(i)}: ${t.points(p)}`).join(' · ')}
        </p>
        <ScoreTable state={state} lang={lang} />
      </div>,
    );
  }
  if (ex) {
    const all = [ex.initial, ...ex.steps.map((s) => s.expect)].filter(Boolean);
    const bestSeat = all.find((e) => e!.best)?.best?.[0] ?? all.find((e) => e!.firstMeld)?.firstMeld?.[0];
    const helpSeat = all.find((e) => e!.helpful)?.helpful?.[0];
    const rules = meldRules(state.options);
    if (bestSeat !== undefined && state.hands[bestSeat]) {
      const best = bestMelds(state.hands[bestSeat]!, rules);
      const min = firstMeldMinimum(state.options);
      notes.push(
        <div class="rm-note" data-testid="engine-best">
          <span>
            {t.bestIn(t.player(bestSeat))}: <strong>{state.melded[bestSeat] ? t.points(best.value) : t.bestValue(best.value, min)}</strong>
          </span>
          {best.melds.length > 0 && <div class="rm-melds">{best.melds.map((m, i) => <MeldView cards={m} lang={lang} label={t.group(i)} />)}</div>}
        </div>,
      );
    }
    if (helpSeat !== undefined && state.hands[helpSeat]) {
      const faces = helpfulCards(state, helpSeat);
      const joker = jokerHelps(state.hands[helpSeat]!, rules);
      const list = [...faces.map((f) => shortFace(f, lang)), ...(joker ? ['Joker'] : [])];
      notes.push(
        <p class="rm-note" data-testid="engine-helpful">
          {t.helpfulFor(t.player(helpSeat))}: <strong>{list.length ? list.join(', ') : t.none}</strong>
        </p>,
      );
    }
  }
  return notes.length ? <div class="rm-notes">{notes}</div> : null;
}

/** A step's move in the page's words (the notation when it does not read, which the example tests rule out). */
export function stepLabel(text: string, lang: Lang, before: RommeState): string {
  const m = parseMove(text);
  return m.ok ? describeMove(m.value as RommeMove, before, lang) : text;
}

export const ROMME_EXAMPLE_KIT: ExampleKit<RommeState, RommeMove> = {
  game: { apply, legalMoves, parseMove, formatMove },
  examples: ROMME_GAME_EXAMPLES,
  prefix: 'rm',
  text: ROMME_EXAMPLE_TEXT,
  ruleNames: ROMME_RULE_NAMES,
  messages: ROMME_VIOLATIONS,
  parseMessages: ROMME_PARSE_MESSAGES,
  Table: ExampleTable,
  Notes,
  tryIt: { de: RM.de.exampleHint, en: RM.en.exampleHint },
  summary: (state, lang) => {
    const actor = state.phase === 'dealOver' ? null : toAct(state);
    return `${RM[lang].legal}${actor !== null ? ` (${RM[lang].toAct(RM[lang].player(actor))})` : ''}`;
  },
  stepLabel,
};
