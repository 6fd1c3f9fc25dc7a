/**
 * Quincunx for the lesson and practice islands: the 5 × 5 spread (empty
 * cells the reader may fill are buttons named by their cell), the reader's
 * hand, and the itemised breakdown from the engine for a number's solution.
 * A card is picked, then a cell: that is the move.
 */
import { apply, type QuincunxMove, type QuincunxState } from '../../../engine/quincunx/engine';
import { legalCells, preview } from '../../../engine/quincunx/engine';
import { cellName, handPenalty } from '../../../engine/quincunx/scoring';
import { decktetCardName, decktetCardNameIn } from '../../../i18n/decktet-cards';
import { LEARN_QX, QUINCUNX_LEARN_MISSES, QUINCUNX_LEARN_RULES } from '../../../i18n/learn-quincunx';
import { QUINCUNX_LESSONS, QUINCUNX_PRACTICE } from '../../../learn/quincunx';
import { DecktetCardFace, InlineDecktetCard } from '../../../components/cards/DecktetCard';
import { CardPick } from '../CardPick';
import { rowKeys, useRowStop } from '../../shared/arrows';
import type { BoardProps, LearnKit } from '../kit';

/**
 * The keys in a lesson's spread of `cols` columns: Left, Right, Home and End go through the open cells in reading
 * order, as in a row of cards; Up and Down to the next open cell above or below in the same column, past the cards
 * and closed cells. Where there is none the focus stays and the page does not scroll.
 */
const spreadKeys = (cols: number) => (e: KeyboardEvent): void => {
  const step = e.key === 'ArrowDown' ? cols : e.key === 'ArrowUp' ? -cols : 0;
  if (!step || e.altKey || e.ctrlKey || e.metaKey) return rowKeys(e);
  // the keys come from the focused cell, a button among the spread's cells
  const cells = [...(e.currentTarget as HTMLElement).children] as HTMLElement[];
  let i = cells.indexOf(e.target as HTMLElement);
  e.preventDefault();
  while (cells[(i += step)]?.tagName === 'SPAN');
  cells[i]?.focus();
};

export function QuincunxBoard({ state, lang, pickable, picked, onPick, targets, onTarget, marked, moving }: BoardProps<QuincunxState>) {
  const w = LEARN_QX[lang];
  const hand = state.hands[state.current] ?? [];
  // the empty cells the reader may fill are one Tab stop, as a hand's cards are: Left and Right go from one to the
  // next in reading order (src/islands/shared/arrows.ts), Up and Down to the next one in the column (spreadKeys)
  const open = state.spread.map((_, i) => cellName(i, state.cols)).filter((cell) => targets?.has(cell));
  const [stop, focused] = useRowStop(open);
  return (
    <div class="lb lb--qx">
      <div class="lb-spread" role={open.length ? 'toolbar' : 'group'} aria-label={w.spread} onKeyDown={spreadKeys(state.cols)}>
        {state.spread.map((card, i) => {
          const cell = cellName(i, state.cols);
          const mark = marked?.has(cell) ? ' lb-cell--marked' : '';
          if (card) return <span class={`lb-cell lb-cell--card${mark}`} data-cell={cell}><DecktetCardFace code={card} lang={lang} width={44} /></span>;
          if (targets?.has(cell)) return <button type="button" class={`lb-cell lb-cell--target${mark}`} data-target={cell} tabIndex={cell === stop ? 0 : -1} onFocus={() => focused(cell)} onClick={() => onTarget?.(cell)}>{cell}</button>;
          return <span class={`lb-cell${mark}`} data-cell={cell}>{cell}</span>;
        })}
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.yourHand}</span>
        <CardPick cards={hand} lang={lang} pickable={pickable} picked={picked} onPick={onPick} marked={marked} label={w.yourHand} />
      </div>
      {/* The round's points and the draw pile, for the tasks that place a card (drawing on 11 and 20 is one). Beside
          "how many points does this card score?" or "what would your hand cost?", "Your points this round: 0"
          looked like part of the answer. */}
      {moving && (
        <p class="lb-status">
          {targets && targets.size > 0 ? `${w.place} · ` : ''}
          {w.yourPoints(state.rounds[state.rounds.length - 1]?.points[0] ?? 0)} · {w.pile(state.pile.length)}
        </p>
      )}
    </div>
  );
}

function explainNumber(s: QuincunxState, lang: 'de' | 'en', focus: readonly string[]): string {
  const [card, cell] = focus;
  if (card && cell && /^[a-e][1-5]$/.test(cell)) {
    const b = preview(s, card, cell);
    if (!b) return '';
    const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
    return `${b.items.map((i) => `${QUINCUNX_LEARN_RULES.describeItem(i, card, lang)}: ${sign(i.points)}`).join('; ')} = ${b.points}.`;
  }
  const cards = focus.filter((c) => !/^[a-i][1-9]$/.test(c));
  return `${cards.map((c) => `[${c}] ${handPenalty(c)}`).join(' + ')} = ${cards.reduce((a, c) => a + handPenalty(c), 0)}.`;
}

export const QUINCUNX_KIT: LearnKit<QuincunxState, QuincunxMove> = {
  game: 'quincunx',
  judge: { apply, toAct: (s) => (s.phase === 'play' ? s.current : null) },
  lessons: QUINCUNX_LESSONS,
  practice: QUINCUNX_PRACTICE,
  ruleNames: QUINCUNX_LEARN_RULES.names,
  messages: QUINCUNX_LEARN_RULES.violations,
  misses: QUINCUNX_LEARN_MISSES,
  cardName: (lang) => (code, form) => (form ? decktetCardNameIn(lang, code, form) : decktetCardName(lang, code)),
  faces: { Face: DecktetCardFace, Inline: InlineDecktetCard },
  Board: QuincunxBoard,
  shown: (s) => [...s.spread.filter((c): c is string => c != null), ...(s.hands[s.current] ?? [])],
  hand: (s) => (s.phase === 'play' ? (s.hands[s.current] ?? []) : []),
  actions: () => [],
  targets: (s) => legalCells(s),
  move: (_s, _action, picked, target) => ({ type: 'place', card: picked[0] ?? '', cell: target ?? '' }),
  describe: (_s, m, lang) => (m.type === 'place' ? LEARN_QX[lang].didPlace(`[${m.card}]`, m.cell) : ''),
  explainNumber,
};
