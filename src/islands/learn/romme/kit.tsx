/**
 * Rommé for the lesson and practice islands: B's and the reader's melds (each
 * a button that picks it as the place to lay off on or swap with), the
 * discard pile and the stock, and the reader's hand. Picked cards are melded
 * in the engine's own split (the exact meld search), so the reader only picks
 * the cards; leftovers that fit no meld go to the engine as a group of their
 * own, and its refusal says why.
 */
import { isJoker } from '../../../engine/cards/french';
import { apply, meldRefText, toAct, type RommeMove, type RommeState } from '../../../engine/romme/engine';
import { FrenchCardFace, InlineFrenchCard } from '../../../components/cards/FrenchCard';
import { frenchCardName } from '../../../i18n/french-cards';
import { LEARN_RM, ROMME_LEARN_MISSES, ROMME_LEARN_RULES } from '../../../i18n/learn-romme';
import { meldsOf, ROMME_LESSONS, ROMME_PRACTICE } from '../../../learn/romme';
import { CardPick } from '../CardPick';
import type { BoardProps, LearnKit, MoveAction } from '../kit';

const NONE = new Set<string>();

function Meld({ cards, lang, mref: id, targets, target, onTarget }: { cards: readonly string[]; lang: 'de' | 'en'; mref: string; targets?: ReadonlySet<string>; target?: string | null; onTarget?: (t: string) => void }) {
  const faces = cards.map((mc) => {
    const [card, face] = mc.split('=') as [string, string | undefined];
    return (
      <span class="lb-meldcard">
        <FrenchCardFace code={card} lang={lang} width={40} />
        {face && <span class="lb-decl">= <InlineFrenchCard code={face} lang={lang} /></span>}
      </span>
    );
  });
  if (targets?.has(id)) {
    return (
      <button type="button" class="lb-meld lb-meld--target" data-target={id} aria-pressed={target === id} onClick={() => onTarget?.(id)}>
        <span class="lb-meld__ref">{id}</span>
        {faces}
      </button>
    );
  }
  return (
    <span class="lb-meld" data-meld={id}>
      <span class="lb-meld__ref">{id}</span>
      {faces}
    </span>
  );
}

export function RommeBoard({ state, lang, pickable, picked, onPick, targets, onTarget, target, marked }: BoardProps<RommeState>) {
  const w = LEARN_RM[lang];
  const top = state.discard[state.discard.length - 1];
  const row = (seat: number) =>
    state.melds[seat]!.length ? (
      <span class="lb-melds">{state.melds[seat]!.map((m, i) => <Meld cards={m} lang={lang} mref={meldRefText(seat, i)} targets={targets} target={target} onTarget={onTarget} />)}</span>
    ) : (
      <span class="lb-empty">{w.empty}</span>
    );
  return (
    <div class="lb lb--rm">
      <div class="lb-line">
        <span class="lb-label">{w.theirMelds}</span>
        {row(1)}
        <span class="lb-aside">({w.theirHand(state.hands[1]!.length)})</span>
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.discardTop}</span>
        {top ? <CardPick cards={[top]} lang={lang} pickable={NONE} picked={NONE} onPick={onPick} /> : <span class="lb-empty">{w.empty}</span>}
        <span class="lb-aside">{w.stock(state.stock.length)}</span>
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.yourMelds}</span>
        {row(0)}
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.yourHand}</span>
        {state.hands[0]!.length ? (
          <CardPick cards={state.hands[0]!} lang={lang} pickable={pickable} picked={picked} onPick={onPick} marked={marked} label={w.yourHand} />
        ) : (
          <span class="lb-empty">{w.empty}</span>
        )}
      </div>
      <p class="lb-status">{state.phase === 'dealOver' || state.phase === 'over' ? (state.hands[0]!.length === 0 ? w.out : '') : targets && targets.size ? w.pickMeld : ''}</p>
    </div>
  );
}

const L = (k: 'draw' | 'take' | 'meld' | 'layoff' | 'exchange' | 'discard') => ({ de: LEARN_RM.de[k], en: LEARN_RM.en[k] });

function actions(s: RommeState): MoveAction[] {
  if (toAct(s) !== 0) return [];
  if (s.phase === 'draw') return [{ id: 'draw', label: L('draw'), cards: 'none' }, { id: 'take', label: L('take'), cards: 'none' }];
  if (s.phase !== 'play') return [];
  return [
    { id: 'meld', label: L('meld'), cards: 'any' },
    { id: 'layoff', label: L('layoff'), cards: 'any', target: true },
    { id: 'exchange', label: L('exchange'), cards: 'one', target: true },
    { id: 'discard', label: L('discard'), cards: 'one' },
  ];
}

/** "B1" → seat 1, meld 0. */
function ref(t: string | null): { seat: number; meld: number } {
  const m = /^([A-F])(\d+)$/.exec(t ?? '');
  return m ? { seat: m[1]!.charCodeAt(0) - 65, meld: Number(m[2]) - 1 } : { seat: -1, meld: -1 };
}

function move(_s: RommeState, action: string, picked: readonly string[], target: string | null): RommeMove {
  switch (action) {
    case 'draw': return { type: 'draw' };
    case 'take': return { type: 'take' };
    case 'layoff': return { type: 'layoff', ...ref(target), cards: [...picked] };
    case 'exchange': return { type: 'exchange', ...ref(target), card: picked[0] ?? '' };
    case 'discard': return { type: 'discard', card: picked[0] ?? '' };
    default: return { type: 'meld', melds: meldsOf(picked) };
  }
}

const tok = (mc: string) => `[${mc.split('=')[0]}]`;

function describe(_s: RommeState, m: RommeMove, lang: 'de' | 'en'): string {
  const w = LEARN_RM[lang];
  switch (m.type) {
    case 'draw': return w.didDraw;
    case 'take': return w.didTake;
    case 'meld': return w.didMeld(m.melds.map((g) => g.map(tok).join(' ')).join(' · '));
    case 'layoff': return w.didLayoff(meldRefText(m.seat, m.meld), m.cards.map(tok).join(' '));
    case 'exchange': return w.didExchange(meldRefText(m.seat, m.meld), tok(m.card));
    case 'discard': return w.didDiscard(tok(m.card));
    default: return w.didOther;
  }
}

export const ROMME_KIT: LearnKit<RommeState, RommeMove> = {
  game: 'romme',
  judge: { apply, toAct },
  lessons: ROMME_LESSONS,
  practice: ROMME_PRACTICE,
  ruleNames: ROMME_LEARN_RULES.names,
  messages: ROMME_LEARN_RULES.violations,
  misses: ROMME_LEARN_MISSES,
  cardName: (lang) => (code) => (isJoker(code) ? 'Joker' : frenchCardName(lang, code)),
  faces: { Face: FrenchCardFace, Inline: InlineFrenchCard },
  Board: RommeBoard,
  shown: (s) => [...s.hands[0]!, ...s.melds.flat(2).map((mc) => mc.split('=')[0]!), ...s.discard.slice(-1)],
  hand: (s) => (toAct(s) === 0 && s.phase === 'play' ? s.hands[0]! : []),
  actions,
  targets: (s) => (s.phase === 'play' ? s.melds.flatMap((ms, seat) => ms.map((_, i) => meldRefText(seat, i))) : []),
  targetSubmits: false,
  move,
  describe,
};
