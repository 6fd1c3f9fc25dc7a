/**
 * The Rommé table as the islands show it: every seat with its hand (face up,
 * or as a count of hidden cards) and its melds, numbered A1, B2 … as the
 * moves name them; a joker in a meld carries the card it stands for. The
 * stock as a count, the discard pile with its most recent cards (top card
 * last). The cards the last move moved are highlighted (compared with the
 * state before it). In the game the stock and the discard pile can carry the
 * draw buttons, and the reader's seat comes last, next to the actions.
 */
import type { ComponentChildren } from 'preact';
import { FrenchCardFace } from '../../components/cards/FrenchCard';
import { frenchCardName } from '../../i18n/french-cards';
import { meldCardName, RM } from '../../i18n/romme';
import type { Lang } from '../../i18n/ui';
import { parseMeldCard, physical, type MeldCard } from '../../engine/romme/melds';
import type { RommeState } from '../../engine/romme/engine';
import { movedCards, shortFace } from './describe';
import { H } from '../shared/Heading';

export { shortFace };

/** Cards are never narrower than this (legible on a 360 px screen; long rows wrap). */
export const CARD_WIDTH = 40;

const NONE: ReadonlySet<string> = new Set();

function Moved({ on, lang }: { on: boolean; lang: Lang }) {
  return on ? <span class="sr-only"> ({RM[lang].justMoved})</span> : null;
}

export function MeldCardView({ mc, lang, width = CARD_WIDTH, moved = false }: { mc: MeldCard; lang: Lang; width?: number; moved?: boolean }) {
  const p = parseMeldCard(mc);
  if (!p || !p.joker) {
    return (
      <span class={`rm-card${moved ? ' rm-moved' : ''}`}>
        <FrenchCardFace code={physical(mc)} lang={lang} width={width} />
        <Moved on={moved} lang={lang} />
      </span>
    );
  }
  const red = /[hd]$/.test(p.face);
  return (
    <span class={`rm-joker rm-card${moved ? ' rm-moved' : ''}`} title={meldCardName(lang, mc)}>
      <FrenchCardFace code={p.card} lang={lang} width={width} />
      <span class={`rm-decl${red ? ' rm-decl--red' : ''}`} aria-label={meldCardName(lang, mc)}>
        = {shortFace(p.face, lang)}
      </span>
      <Moved on={moved} lang={lang} />
    </span>
  );
}

export function MeldView({ cards, lang, label, width = CARD_WIDTH, moved = NONE }: { cards: readonly MeldCard[]; lang: Lang; label: string; width?: number; moved?: ReadonlySet<string> }) {
  return (
    <div class="rm-meld" role="group" aria-label={label}>
      <span class="rm-meld__label" aria-hidden="true">{label.split(' ').pop()}</span>
      {cards.map((mc) => <MeldCardView key={mc} mc={mc} lang={lang} width={width} moved={moved.has(physical(mc))} />)}
    </div>
  );
}

export interface PileActions {
  /** Draw from the stock (the button on the stock), when the engine allows it now. */
  readonly onDraw?: () => void;
  /** Take the top discard (the button on the discard pile), when the engine allows it now. */
  readonly onTake?: () => void;
}

interface TableProps {
  state: RommeState;
  lang: Lang;
  /** Which hands are shown face up: all, one seat's, or none. */
  showHands: 'all' | number | null;
  /** Replaces the face-up hand of this seat (the play island's selectable hand). */
  handSlot?: { seat: number; content: ComponentChildren };
  /** The state before the last move: the cards it moved are highlighted. */
  previous?: RommeState | null;
  /** This seat is drawn last, after the stock and the discard pile (the reader's seat in the game). */
  bottom?: number | null;
  /** A note after a seat's name (who plays it). */
  seatNote?: (seat: number) => string;
  piles?: PileActions;
}

export function Table({ state, lang, showHands, handSlot, previous = null, bottom = null, seatNote, piles }: TableProps) {
  const t = RM[lang];
  const actor = state.phase === 'over' || state.phase === 'dealOver' ? null : state.current;
  const moved = movedCards(previous, state);
  const sameDeal = previous !== null && previous.deal === state.deal;
  const drewFromStock = sameDeal && previous!.stock.length > state.stock.length && state.stock.length > 0;
  const top = state.discard.slice(-6);
  const hiddenBelow = state.discard.length - top.length;
  const topCard = top[top.length - 1];

  const middle = (
    <div class="rm-middle" role="group" aria-label={`${t.stock}, ${t.discard}`}>
      <div class={`rm-pile${drewFromStock ? ' rm-moved' : ''}`}>
        <strong>{t.stock}:</strong> <span data-testid="stock-count">{t.cardsN(state.stock.length)}</span>
        <Moved on={drewFromStock} lang={lang} />
        {piles?.onDraw && (
          <button type="button" class="rm-pilebtn" data-testid="draw" onClick={piles.onDraw}>{t.drawButton}</button>
        )}
      </div>
      <div class="rm-pile">
        <strong>{t.discard}:</strong>{' '}
        <span class="sr-only" data-testid="discard-count">{t.cardsN(state.discard.length)}</span>
        {hiddenBelow > 0 && <span class="rm-more" aria-hidden="true">+{hiddenBelow}</span>}
        <span class="rm-row rm-row--discard" data-testid="discard-pile">
          {top.length ? top.map((c) => <MeldCardView key={c} mc={c} lang={lang} moved={moved.has(c)} />) : <span>{t.none}</span>}
        </span>
        {topCard && !piles?.onTake && (
          <span class="rm-topcard">
            ({t.top}: {frenchCardName(lang, topCard)})
          </span>
        )}
        {topCard && piles?.onTake && (
          <button type="button" class="rm-pilebtn" data-testid="take" aria-label={`${t.takeButton}: ${frenchCardName(lang, topCard)}`} onClick={piles.onTake}>
            {t.takeButton}
          </button>
        )}
      </div>
    </div>
  );

  const seat = (seat: number) => {
    const hand = state.hands[seat]!;
    const name = t.player(seat);
    const open = showHands === 'all' || showHands === seat;
    const note = seatNote?.(seat);
    const handMoved = hand.some((c) => moved.has(c));
    return (
      <div class={`rm-seat${actor === seat ? ' rm-seat--active' : ''}`} data-seat={seat} data-testid={`seat-${seat}`}>
        <H sub={1} class="rm-seat__name">
          {name}
          {note && <span class="rm-badge rm-badge--who"> · {note}</span>}
          {state.dealer === seat && <span class="rm-badge"> · {t.dealer}</span>}
          {actor === seat && <span class="rm-badge rm-badge--turn"> · {t.phases[state.phase]}</span>}
        </H>
        {handSlot && handSlot.seat === seat ? (
          handSlot.content
        ) : open ? (
          <div class="rm-row" role="group" aria-label={t.handOf(name)} data-testid={`hand-${seat}`}>
            {hand.length ? hand.map((c) => <MeldCardView key={c} mc={c} lang={lang} moved={moved.has(c)} />) : <span class="rm-empty">{t.none}</span>}
          </div>
        ) : (
          <p class={`rm-hidden${handMoved ? ' rm-moved' : ''}`} data-testid={`hand-${seat}`}>{t.hiddenHand(hand.length)}</p>
        )}
        <div class="rm-melds" data-testid={`melds-${seat}`}>
          {state.melds[seat]!.length ? (
            state.melds[seat]!.map((m, i) => <MeldView cards={m} lang={lang} label={t.meld(seat, i)} moved={moved} />)
          ) : (
            <span class="rm-empty">{t.noMelds}</span>
          )}
        </div>
      </div>
    );
  };

  const seats = state.hands.map((_, i) => i);
  return (
    <div class="rm-table" data-moved={moved.size || undefined}>
      {bottom === null ? (
        <>
          {middle}
          {seats.map(seat)}
        </>
      ) : (
        <>
          <div class="rm-opponents">{seats.filter((s) => s !== bottom).map(seat)}</div>
          {middle}
          {seat(bottom)}
        </>
      )}
    </div>
  );
}

/** Penalty points per deal and in total. */
export function ScoreTable({ state, lang }: { state: RommeState; lang: Lang }) {
  const t = RM[lang];
  if (!state.history.length) return null;
  return (
    <table class="rm-scores" data-testid="scores">
      <caption>{t.scores}</caption>
      <thead>
        <tr>
          <th scope="col">{t.dealCol}</th>
          {state.scores.map((_, i) => <th scope="col">{t.seatShort(i)}</th>)}
        </tr>
      </thead>
      <tbody>
        {state.history.map((h) => (
          <tr>
            <th scope="row">{h.deal}</th>
            {h.penalties.map((p) => <td>{p}</td>)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total}</th>
          {state.scores.map((s) => <td>{s}</td>)}
        </tr>
      </tfoot>
    </table>
  );
}
