/**
 * Gongor Whist for the lesson and practice islands: the trump and the Ace
 * stack, the dummy's card and yours, the bid and the tricks, and the hand,
 * whose cards are picked to be played. A trick is played, perhaps twiddled,
 * then decided, as in the game.
 */
import { apply, type GongorWhistMove, type GongorWhistState } from '../../../engine/gongor-whist/engine';
import { decktetCardName, decktetCardNameIn, DECKTET_SUIT_NAMES } from '../../../i18n/decktet-cards';
import { DecktetCardFace, InlineDecktetCard } from '../../../components/cards/DecktetCard';
import { GONGOR_WHIST_LEARN_MISSES, GONGOR_WHIST_LEARN_RULES, LEARN_GW } from '../../../i18n/learn-gongor-whist';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../../learn/gongor-whist';
import { CardPick } from '../CardPick';
import type { BoardProps, LearnKit, MoveAction } from '../kit';

const NONE = new Set<string>();

export function GongorWhistBoard({ state, lang, pickable, picked, onPick, marked, moving }: BoardProps<GongorWhistState>) {
  const w = LEARN_GW[lang];
  const t = state.trick;
  const won = state.tricks.filter((x) => x.won).length;
  const lastAce = state.acesTurned > 0 ? state.aces[state.acesTurned - 1]! : null;
  const last = state.tricks[state.tricks.length - 1];
  return (
    <div class="lb lb--gw">
      <div class="lb-line">
        <span class="lb-label">{w.trump(state.trump ? DECKTET_SUIT_NAMES[lang][state.trump] : null)}</span>
        {lastAce && state.trump && <CardPick cards={[lastAce]} lang={lang} pickable={NONE} picked={NONE} onPick={onPick} />}
        <span class="lb-aside">{w.acesLeft(state.aces.length - state.acesTurned)}</span>
      </div>
      {t && (
        <div class="lb-line">
          <span class="lb-label">{w.lead}</span>
          <CardPick cards={[t.lead]} lang={lang} pickable={NONE} picked={NONE} onPick={onPick} marked={marked} />
          <span class="lb-aside">{w.yourCard}</span>
          {t.card ? <CardPick cards={[t.card]} lang={lang} pickable={NONE} picked={NONE} onPick={onPick} marked={marked} /> : <span class="lb-empty">–</span>}
        </div>
      )}
      <div class="lb-line">
        <span class="lb-label">{w.yourHand}</span>
        <CardPick cards={state.hand} lang={lang} pickable={pickable} picked={picked} onPick={onPick} marked={marked} label={w.yourHand} />
      </div>
      {/* The bid, the tricks and the numbers bid so far, for the tasks that play (to bid, to take or lose a trick).
          Beside "pick every card that carries Leaves", the first lesson's task, "No bid yet · numbers already
          bid: none" spoke of bidding before any lesson had. */}
      {moving && (
        <p class="lb-status">
          {w.bid(state.bid, won, state.tricks.length)}
          {state.phase === 'bid' && <> · {w.used(state.usedBids.length ? [...state.usedBids].sort().join(', ') : w.none)}</>}
          {last && last.lead && <> · {w.lastTrick(last.won)}</>}
        </p>
      )}
    </div>
  );
}

const L = (k: 'play' | 'twiddle' | 'resolve') => ({ de: LEARN_GW.de[k], en: LEARN_GW.en[k] });

function actions(s: GongorWhistState): MoveAction[] {
  switch (s.phase) {
    case 'bid':
      return [0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `bid-${n}`, label: { de: LEARN_GW.de.bidN(n), en: LEARN_GW.en.bidN(n) }, cards: 'none' as const }));
    case 'play':
      return [{ id: 'play', label: L('play'), cards: 'one' }];
    case 'decide':
      return [{ id: 'twiddle', label: L('twiddle'), cards: 'none' }, { id: 'resolve', label: L('resolve'), cards: 'none' }];
    default:
      return [];
  }
}

function move(_s: GongorWhistState, action: string, picked: readonly string[]): GongorWhistMove {
  if (action.startsWith('bid-')) return { type: 'bid', n: Number(action.slice(4)) };
  if (action === 'twiddle' || action === 'resolve') return { type: action };
  return { type: 'play', card: picked[0] ?? '' };
}

function describe(_s: GongorWhistState, m: GongorWhistMove, lang: 'de' | 'en'): string {
  const w = LEARN_GW[lang];
  switch (m.type) {
    case 'bid': return w.didBid(m.n);
    case 'play': return w.didPlay(`[${m.card}]`);
    case 'twiddle': return w.didTwiddle;
    case 'resolve': return w.didResolve;
    case 'next': return w.didNext;
  }
}

export const GONGOR_WHIST_KIT: LearnKit<GongorWhistState, GongorWhistMove> = {
  game: 'gongor-whist',
  judge: { apply, toAct: (s) => (s.phase === 'over' ? null : 0) },
  lessons: GONGOR_WHIST_LESSONS,
  practice: GONGOR_WHIST_PRACTICE,
  ruleNames: GONGOR_WHIST_LEARN_RULES.names,
  messages: GONGOR_WHIST_LEARN_RULES.violations,
  misses: GONGOR_WHIST_LEARN_MISSES,
  cardName: (lang) => (code, form) => (form ? decktetCardNameIn(lang, code, form) : decktetCardName(lang, code)),
  faces: { Face: DecktetCardFace, Inline: InlineDecktetCard },
  Board: GongorWhistBoard,
  shown: (s) => [...s.hand, ...(s.trick ? [s.trick.lead, ...(s.trick.card ? [s.trick.card] : [])] : [])],
  hand: (s) => (s.phase === 'play' ? s.hand : []),
  actions,
  move,
  describe,
};
