/**
 * The Gongor Whist table as cards: the Ace stack with the trump, the dummy
 * pile and the trick under way, the player's cards, and the last trick with
 * the engine's reason for its outcome. Every card shows its name (under the
 * face, and on hover); the cards that just moved are marked. Renders on the
 * server as plain HTML.
 */
import type { ComponentChildren } from 'preact';
import { DecktetCardFace } from '../../components/cards/DecktetCard';
import { acesLeft, PASSES_PER_GAME, trickOutcome, tricksWon, type GongorWhistState } from '../../engine/gongor-whist/engine';
import { decktetCaption, decktetCardLabel } from '../../i18n/decktet-cards';
import { GW } from '../../i18n/gongor-whist';
import type { Lang } from '../../i18n/ui';
import { displayOrder } from './order';
import { H } from '../shared/Heading';
import { rowKeys, useRowStop } from '../shared/arrows';

interface Props {
  state: GongorWhistState;
  lang: Lang;
  /** Cards the engine lists as playable now (marked). */
  playable?: readonly string[];
  /** When given, the player's cards are buttons; the engine judges each press. */
  onCard?: (card: string) => void;
  /** Marks the button that should get the focus after a move. */
  focusCard?: string | null;
  /** Cards that moved with the last step (a card played, a new lead, an Ace turned). */
  moved?: readonly string[];
  /** A card the hint names. */
  hinted?: string | null;
  /** Extra content under the trick (actions). */
  children?: ComponentChildren;
  /** Only the Ace stack and the player's cards (the bid advisor before any trick). */
  compact?: boolean;
  /** The last trick's line (the worked examples show it beside the table instead). */
  showLast?: boolean;
}

/** A card face with its name under it, without the article so that it fits one line (and the whole name on hover); the accessible name is the face's label. */
export function GwCard({ code, lang, width, moved = false }: { code: string; lang: Lang; width: number; moved?: boolean }) {
  return (
    <span class={`gw-face${moved ? ' gw-moved' : ''}`} title={decktetCardLabel(lang, code)} data-moved={moved ? 'true' : undefined}>
      <DecktetCardFace code={code} lang={lang} width={width} />
      <span class="gw-name" aria-hidden="true">{decktetCaption(lang, code)}</span>
    </span>
  );
}

/** The last trick: both cards, won or lost, and the engine's reason. */
export function LastTrick({ state, lang }: { state: GongorWhistState; lang: Lang }) {
  const t = GW[lang];
  const last = state.tricks.length ? state.tricks[state.tricks.length - 1]! : null;
  if (!last) return null;
  return (
    <p class="gw-last" data-testid="last-trick">
      {t.lastTrick} – {t.dummy}: {decktetCardLabel(lang, last.lead)}; {t.you}: {decktetCardLabel(lang, last.card)}.{' '}
      <strong>{last.won ? t.wonCap : t.lostCap}</strong>: {t.reasons[last.reason]}
    </p>
  );
}

export function Table({ state, lang, playable = [], onCard, focusCard, moved = [], hinted = null, children, compact = false, showLast = true }: Props) {
  const t = GW[lang];
  const turned = state.aces.slice(0, state.acesTurned);
  const trick = state.trick;
  const hand = displayOrder(state.hand);
  const [stop, focused] = useRowStop(hand, focusCard);
  const decide = state.phase === 'decide' && trick?.card ? trickOutcome(trick.lead, trick.card, state.trump) : null;
  const isMoved = (c: string) => moved.includes(c);
  return (
    <div class="gw-table">
      <div class="gw-zone gw-aces" role="group" aria-label={t.aceStack}>
        <H sub={1}>{t.aceStack}</H>
        <div class="gw-row gw-row--stack">
          {turned.map((a, i) => (
            <span class={`gw-ace${i === turned.length - 1 && state.trump ? ' gw-ace--trump' : ''}`}>
              <GwCard code={a} lang={lang} width={i === turned.length - 1 ? 48 : 40} moved={isMoved(a)} />
            </span>
          ))}
          <span class="gw-stackinfo">
            <span class="gw-facedown" data-testid="aces-left">{t.acesLeft(acesLeft(state))}</span>
            <strong class="gw-trumpline" data-testid="trump">{t.trumpIs(state.trump)}</strong>
          </span>
        </div>
      </div>
      {!compact && <div class="gw-zone gw-trick" role="group" aria-label={t.trick}>
        <H sub={1}>{trick ? t.trickNo(state.tricks.length + 1) : t.dummy}</H>
        {state.phase === 'bid' ? (
          // No trick while the reader bids: the dummy's count in one line, so the bids and the hand they are
          // made on stay close together (on a phone, within one screen).
          <p class="gw-slot__label" data-testid="dummy-left">{t.dummy} · {t.dummyLeft(state.dummy.length)}</p>
        ) : (
          <div class="gw-trick__cards">
            <div class="gw-slot">
              <span class="gw-slot__label" data-testid="dummy-left">{t.dummy} · {t.dummyLeft(state.dummy.length - (trick ? 1 : 0))}</span>
              {trick ? <GwCard code={trick.lead} lang={lang} width={56} moved={isMoved(trick.lead)} /> : state.dummy.length ? <span class="gw-back" aria-hidden="true" /> : <span class="gw-slot__empty">–</span>}
            </div>
            <div class="gw-slot">
              <span class="gw-slot__label">{t.yourCard}</span>
              {trick?.card ? <GwCard code={trick.card} lang={lang} width={56} moved={isMoved(trick.card)} /> : <span class="gw-slot__empty">{t.waiting}</span>}
            </div>
          </div>
        )}
        {decide && <p class="gw-standing" data-testid="standing">{t.asItStands(decide.won)}</p>}
        {children}
      </div>}
      {!compact && <div class="gw-zone gw-status">
        <p>
          <span data-testid="pass">{t.half[state.half]} · {t.passOf(state.pass, state.options.mode === 'standard' ? PASSES_PER_GAME : state.options.pointsPasses === 'open' ? null : state.options.pointsPasses)}</span>
          <br />
          <span>{t.bid}: <strong data-testid="bid">{state.bid === null ? t.noBid : state.bid}</strong></span>
          {' · '}
          <span>{t.tricksWon}: <strong data-testid="tricks-won">{tricksWon(state)}</strong></span>
        </p>
        {showLast && <LastTrick state={state} lang={lang} />}
      </div>}
      {/* the reader's cards as buttons are a toolbar (one Tab stop, arrow keys); faces only, a group */}
      <div class="gw-zone gw-hand" role={onCard ? undefined : 'group'} aria-label={onCard ? undefined : t.yourCards}>
        <H sub={1}>{t.yourCards}</H>
        <div class="gw-row" role={onCard ? 'toolbar' : undefined} aria-label={onCard ? t.yourCards : undefined} onKeyDown={onCard ? rowKeys : undefined}>
          {hand.length === 0 && <span class="gw-slot__empty">–</span>}
          {hand.map((c) => {
            const ok = playable.includes(c);
            const mark = `${ok ? ' gw-card--playable' : ''}${hinted === c ? ' gw-card--hinted' : ''}`;
            if (!onCard) return <span key={c} class={`gw-card${mark}`}><GwCard code={c} lang={lang} width={48} /></span>;
            return (
              <button
                key={c}
                type="button"
                class={`gw-cardbtn${mark}`}
                data-card={c}
                data-playable={ok ? 'true' : 'false'}
                data-hinted={hinted === c ? 'true' : undefined}
                data-focus={focusCard === c ? 'true' : undefined}
                tabIndex={c === stop ? 0 : -1}
                onFocus={() => focused(c)}
                title={`${t.playPrefix} ${decktetCardLabel(lang, c)}`}
                onClick={() => onCard(c)}
              >
                {/* The name comes from the content (WCAG 2.5.3): „Ausspielen:“ for screen readers, then the card's own label. */}
                <span class="sr-only">{t.playPrefix} </span>
                <DecktetCardFace code={c} lang={lang} width={48} />
                <span class="gw-name" aria-hidden="true">{decktetCaption(lang, c)}</span>
              </button>
            );
          })}
        </div>
        {onCard && playable.length > 0 && <p class="hint">{t.mustFollowHint}</p>}
      </div>
    </div>
  );
}
