/**
 * The Conquian table as cards: both seats (hand and melds), the centre card,
 * stock and dead pile. The cards that moved since `previous` are marked
 * (the worked examples and the game both pass it). In the game the hand of
 * the seat to act and the centre card can be buttons (pressed = selected),
 * and a hand hidden from the reader is drawn face down.
 */
import { toAct, type ConquianState, type Player } from '../../engine/conquian/engine';
import { FrenchCardFace } from '../../components/cards/FrenchCard';
import { sizeClass } from '../../components/cards/face';
import { compareForDisplay } from '../../engine/cards/french';
import { CQ } from '../../i18n/conquian';
import type { Lang } from '../../i18n/ui';
import './board.css';
import { H } from '../shared/Heading';
import { rowKeys, useRowStop } from '../shared/arrows';

const W = 44;

/** Where each card lies; a table card counts as moved when it left its old combination (kept fewer than two of its old partners). */
export function movedCards(previous: ConquianState | null | undefined, state: ConquianState): Set<string> {
  const out = new Set<string>();
  if (!previous) return out;
  const where = (s: ConquianState) => {
    const m = new Map<string, { zone: string; combo?: readonly string[] }>();
    ([0, 1] as const).forEach((p) => {
      s.hands[p].forEach((c) => m.set(c, { zone: `h${p}` }));
      s.melds[p].forEach((combo) => combo.forEach((c) => m.set(c, { zone: `m${p}`, combo })));
    });
    if (s.centre) m.set(s.centre.card, { zone: 'centre' });
    s.dead.forEach((c) => m.set(c, { zone: 'dead' }));
    return m;
  };
  const before = where(previous);
  for (const [card, now] of where(state)) {
    const was = before.get(card);
    if (!was || was.zone !== now.zone) out.add(card);
    else if (now.combo && was.combo && now.combo.filter((c) => c !== card && was.combo!.includes(c)).length < Math.min(2, was.combo.length - 1)) out.add(card);
  }
  return out;
}

/** A card's back: CSS only (conquian.css), as big as the faces beside it. */
const Back = () => <span class={`card ${sizeClass(W)} cq-back`} />;

const face = (c: string, lang: Lang, moved: Set<string>) => <FrenchCardFace key={c} code={c} lang={lang} width={W} class={moved.has(c) ? 'cq-moved' : undefined} />;

function Row({ cards, lang, label, moved }: { cards: readonly string[]; lang: Lang; label: string; moved: Set<string> }) {
  const t = CQ[lang];
  return (
    <div class="cq-row" role="group" aria-label={label}>
      {cards.length ? cards.map((c) => face(c, lang, moved)) : <span class="cq-empty">{t.none}</span>}
    </div>
  );
}

/** The reader's choice of cards in the game island. */
export interface Pick {
  readonly seat: Player;
  readonly selected: readonly string[];
  readonly onCard: (card: string) => void;
  /** The centre card as a button (when the seat may use it). */
  readonly centre: boolean | null;
  readonly onCentre: () => void;
}

interface BoardProps {
  state: ConquianState;
  lang: Lang;
  previous?: ConquianState | null;
  /** Seats whose hand the reader may not see (drawn face down). */
  hidden?: readonly Player[];
  /** The seat drawn at the bottom (the reader's). */
  bottom?: Player;
  /** Seat names, e.g. "Spieler B (Computer)". */
  name?: (p: Player) => string;
  pick?: Pick | null;
  /**
   * The acting seat's phase for screen readers only. The game's table changes as the turn passes, and the phase
   * (" · aufgedeckte Karte nutzen oder weitergeben") took the heading one or two lines more and back, so the seat
   * under it jumped (up to 49 px on a phone, 25 px on a wide screen): the seat's frame shows who acts, the line under
   * the table what happens. The examples and lessons, which change only when the reader steps, show it.
   */
  quietPhase?: boolean;
}

export function Board({ state, lang, previous = null, hidden = [], bottom = 0, name, pick = null, quietPhase = false }: BoardProps) {
  const t = CQ[lang];
  const actor = toAct(state);
  const moved = movedCards(previous, state);
  const seatName = name ?? ((p: Player) => t.player(p));
  const order: Player[] = bottom === 0 ? [1, 0] : [0, 1];
  const centre = state.centre?.card;
  // the hand whose cards are buttons, in the order shown: its Tab stop
  const [stop, focused] = useRowStop(pick ? [...state.hands[pick.seat]].sort(compareForDisplay) : []);
  return (
    <div class="cq-board">
      {order.map((p) => {
        const hand = [...state.hands[p]].sort(compareForDisplay);
        const label = `${seatName(p)}: ${t.hand}`;
        const picking = pick && pick.seat === p;
        return (
          <div class={`cq-seat${actor === p ? ' cq-seat--active' : ''}`} data-seat={p}>
            <H sub={1} class="cq-seat__name">
              {seatName(p)}
              {state.options.dealer === p && <span class="cq-badge"> · {t.dealer}</span>}
              {actor === p && <span class={`cq-badge cq-badge--phase${quietPhase ? ' sr-only' : ''}`}> · {t.phases[state.phase]}</span>}
            </H>
            <div class="cq-line">
              <span class="cq-label" aria-hidden="true">{t.hand}</span>
              {hidden.includes(p) ? (
                <div class="cq-backs" role="img" aria-label={`${label}: ${t.hidden(hand.length)}`} data-testid={`hidden-hand-${p}`}>
                  <span class="cq-backs__row">{hand.map(() => <Back />)}</span>
                  <span class="cq-backs__count">{t.hidden(hand.length)}</span>
                </div>
              ) : picking ? (
                <div class="cq-row" role="toolbar" aria-label={label} data-testid="my-hand" onKeyDown={rowKeys}>
                  {hand.map((c) => (
                    <button key={c} type="button" class={`cq-pick${moved.has(c) ? ' cq-pick--moved' : ''}`} aria-pressed={pick.selected.includes(c)} data-card={c} tabIndex={c === stop ? 0 : -1} onFocus={() => focused(c)} onClick={() => pick.onCard(c)}>
                      <FrenchCardFace code={c} lang={lang} width={W} />
                    </button>
                  ))}
                </div>
              ) : (
                <Row cards={hand} lang={lang} label={label} moved={moved} />
              )}
            </div>
            <div class="cq-line">
              <span class="cq-label" aria-hidden="true">{t.melds}</span>
              <div class="cq-melds" role="group" aria-label={`${seatName(p)}: ${t.melds}`}>
                {state.melds[p].length ? state.melds[p].map((m) => <Row cards={m} lang={lang} label={t.melds} moved={moved} />) : <span class="cq-empty">{t.none}</span>}
              </div>
            </div>
          </div>
        );
      })}
      <div class="cq-table">
        <div class="cq-centre">
          <strong>{t.centre}:</strong>{' '}
          {centre === undefined ? (
            <span class="cq-centre__none">{t.none}</span>
          ) : pick && pick.centre !== null ? (
            <button type="button" class={`cq-pick${moved.has(centre) ? ' cq-pick--moved' : ''}`} aria-pressed={pick.centre} data-card={centre} data-testid="centre" onClick={pick.onCentre}>
              <span class="sr-only">{t.centre}: </span>
              <FrenchCardFace code={centre} lang={lang} width={W} />
            </button>
          ) : (
            face(centre, lang, moved)
          )}
        </div>
        <div><strong>{t.stock}:</strong> <span data-testid="stock-count">{state.stock.length}</span></div>
        <div><strong>{t.dead}:</strong> {state.dead.length}</div>
      </div>
      {state.result && (
        <p class="cq-result" role="status" data-testid="result" tabIndex={-1}>
          {state.result.kind === 'win' ? t.win(seatName(state.result.winner)) : t.draw(state.result.doublesNext)}
        </p>
      )}
    </div>
  );
}
