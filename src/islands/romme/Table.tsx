/**
 * The Rommé table as the islands show it: every seat with its hand (face up,
 * or as a count of hidden cards) and its melds, numbered A1, B2 … as in the
 * move notation; a joker in a meld carries the card it stands for. The stock
 * as a count, the discard pile with its most recent cards (top card last).
 */
import type { ComponentChildren } from 'preact';
import { CardFace } from '../../components/cards/Card';
import { frenchCardName } from '../../i18n/cards';
import { meldCardName, RM } from '../../i18n/romme';
import type { Lang } from '../../i18n/ui';
import { parseMeldCard, physical, type MeldCard, type RommeState } from '../../engine/romme';

const SUIT: Record<string, string> = { c: '♣', s: '♠', h: '♥', d: '♦' };

/** "♥A" for a face; German ranks B/D for Jack/Queen as on the card faces. */
export function shortFace(face: string, lang: Lang): string {
  const m = /^(A|[2-9]|10|J|Q|K)([cshd])/.exec(face);
  if (!m) return face;
  const rank = lang === 'de' ? ({ J: 'B', Q: 'D' } as Record<string, string>)[m[1]!] ?? m[1]! : m[1]!;
  return `${SUIT[m[2]!]}${rank}`;
}

export function MeldCardView({ mc, lang, width = 40 }: { mc: MeldCard; lang: Lang; width?: number }) {
  const p = parseMeldCard(mc);
  if (!p || !p.joker) return <CardFace code={physical(mc)} lang={lang} width={width} />;
  const red = /[hd]$/.test(p.face);
  return (
    <span class="rm-joker" title={meldCardName(lang, mc)}>
      <CardFace code={p.card} lang={lang} width={width} />
      <span class={`rm-decl${red ? ' rm-decl--red' : ''}`} aria-label={meldCardName(lang, mc)}>
        = {shortFace(p.face, lang)}
      </span>
    </span>
  );
}

export function MeldView({ cards, lang, label, width = 36 }: { cards: readonly MeldCard[]; lang: Lang; label: string; width?: number }) {
  return (
    <div class="rm-meld" role="group" aria-label={label}>
      <span class="rm-meld__label" aria-hidden="true">{label.split(' ').pop()}</span>
      {cards.map((mc) => <MeldCardView mc={mc} lang={lang} width={width} />)}
    </div>
  );
}

interface TableProps {
  state: RommeState;
  lang: Lang;
  /** Which hands are shown face up: all, or only one seat's. */
  showHands: 'all' | number;
  /** Replaces the face-up hand of this seat (the play island's selectable hand). */
  handSlot?: { seat: number; content: ComponentChildren };
}

export function Table({ state, lang, showHands, handSlot }: TableProps) {
  const t = RM[lang];
  const actor = state.phase === 'over' || state.phase === 'dealOver' ? null : state.current;
  const top = state.discard.slice(-8);
  const hiddenBelow = state.discard.length - top.length;
  return (
    <div class="rm-table">
      <div class="rm-middle" role="group" aria-label={`${t.stock}, ${t.discard}`}>
        <div class="rm-pile">
          <strong>{t.stock}:</strong> <span data-testid="stock-count">{t.cardsN(state.stock.length)}</span>
        </div>
        <div class="rm-pile">
          <strong>{t.discard}:</strong>{' '}
          <span class="sr-only" data-testid="discard-count">{t.cardsN(state.discard.length)}</span>
          {hiddenBelow > 0 && <span class="rm-more" aria-hidden="true">+{hiddenBelow}</span>}
          <span class="rm-row rm-row--discard" data-testid="discard-pile">
            {top.length ? top.map((c) => <CardFace code={c} lang={lang} width={30} />) : <span>{t.none}</span>}
          </span>
          {top.length > 0 && (
            <span class="rm-topcard">
              ({t.top}: {frenchCardName(lang, top[top.length - 1]!)})
            </span>
          )}
        </div>
      </div>
      {state.hands.map((hand, seat) => {
        const name = t.player(seat);
        const open = showHands === 'all' || showHands === seat;
        return (
          <div class={`rm-seat${actor === seat ? ' rm-seat--active' : ''}`} data-seat={seat} data-testid={`seat-${seat}`}>
            <h5 class="rm-seat__name">
              {name}
              {state.dealer === seat && <span class="rm-badge"> · {t.dealer}</span>}
              {actor === seat && <span class="rm-badge rm-badge--turn"> · {t.phases[state.phase]}</span>}
            </h5>
            {handSlot && handSlot.seat === seat ? (
              handSlot.content
            ) : open ? (
              <div class="rm-row" role="group" aria-label={t.handOf(name)} data-testid={`hand-${seat}`}>
                {hand.length ? hand.map((c) => <CardFace code={c} lang={lang} width={40} />) : <span class="rm-empty">{t.none}</span>}
              </div>
            ) : (
              <p class="rm-hidden" data-testid={`hand-${seat}`}>{t.hiddenHand(hand.length)}</p>
            )}
            <div class="rm-melds" data-testid={`melds-${seat}`}>
              {state.melds[seat]!.length ? (
                state.melds[seat]!.map((m, i) => <MeldView cards={m} lang={lang} label={t.meld(seat, i)} />)
              ) : (
                <span class="rm-empty">{t.noMelds}</span>
              )}
            </div>
          </div>
        );
      })}
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
          <th scope="col">#</th>
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
