/**
 * Conquian for the lesson and practice islands: the reader is player A
 * (seat 0). The table shows B's cards face down (a count) and B's table, the
 * centre card, A's table and A's hand; hand cards are picked for a meld or a
 * discard. A meld of the picked cards uses the engine's own arrangement when
 * one exists (so regrouping one's table works by picking the hand cards);
 * otherwise the picked cards form a new combination with the centre card,
 * and the engine says what is wrong with it.
 */
import { compareForDisplay } from '../../../engine/cards/french';
import { apply, legalMoves, toAct, type ConquianMove, type ConquianState } from '../../../engine/conquian/engine';
import { frenchCardName } from '../../../i18n/french-cards';
import { FrenchCardFace, InlineFrenchCard } from '../../../components/cards/FrenchCard';
import { CONQUIAN_LEARN_MISSES, CONQUIAN_LEARN_RULES, LEARN_CQ } from '../../../i18n/learn-conquian';
import { CONQUIAN_LESSONS, CONQUIAN_PRACTICE } from '../../../learn/conquian';
import { CardPick } from '../CardPick';
import type { BoardProps, LearnKit, MoveAction } from '../kit';

const NONE = new Set<string>();
const tokens = (cards: readonly string[]) => cards.map((c) => `[${c}]`).join(' ');

function Melds({ melds, lang, label, marked }: { melds: ConquianState['melds'][0]; lang: 'de' | 'en'; label: string; marked?: ReadonlySet<string> }) {
  if (!melds.length) return <span class="lb-empty">{LEARN_CQ[lang].empty}</span>;
  return (
    <span class="lb-melds" role="group" aria-label={label}>
      {melds.map((m) => (
        <CardPick cards={m} lang={lang} pickable={NONE} picked={NONE} onPick={() => {}} marked={marked} width={40} />
      ))}
    </span>
  );
}

export function ConquianBoard({ state, lang, pickable, picked, onPick, marked, moving }: BoardProps<ConquianState>) {
  const w = LEARN_CQ[lang];
  const c = state.centre;
  const actor = toAct(state);
  const note = !c ? '' : state.phase === 'forced' ? w.forced : c.turnedByCurrent ? (state.current === 0 ? w.turned : w.turnedByB) : c.offeredBy === 1 ? w.offeredBy : w.yourDiscard;
  return (
    <div class="lb lb--cq">
      <div class="lb-line">
        <span class="lb-label">{w.theirMelds}</span>
        <Melds melds={state.melds[1]} lang={lang} label={w.theirMelds} marked={marked} />
        <span class="lb-aside">({w.theirHand(state.hands[1].length)})</span>
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.centre}</span>
        {c ? (
          <span>
            <CardPick cards={[c.card]} lang={lang} pickable={pickable} picked={picked} onPick={onPick} marked={marked} /> <span class="lb-aside">{note}</span>
          </span>
        ) : (
          <span class="lb-empty">{w.empty}</span>
        )}
        <span class="lb-aside">{w.stock(state.stock.length)}</span>
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.yourMelds}</span>
        <Melds melds={state.melds[0]} lang={lang} label={w.yourMelds} marked={marked} />
      </div>
      <div class="lb-line">
        <span class="lb-label">{w.yourHand}</span>
        <CardPick cards={[...state.hands[0]].sort(compareForDisplay)} lang={lang} pickable={pickable} picked={picked} onPick={onPick} marked={marked} label={w.yourHand} />
      </div>
      {/* What the reader's seat is to do, only when the task is to do it: beside "pick every card that …" it misleads. */}
      {(moving || state.result) && (
        <p class="lb-status">
          {state.result?.kind === 'win' && state.result.winner === 0 ? w.won : actor === 0 ? w.toAct(w.phases[state.phase]) : w.waiting}
        </p>
      )}
    </div>
  );
}

const act = (id: string, label: { de: string; en: string }, cards: MoveAction['cards']): MoveAction => ({ id, label, cards });
const L = (k: 'turn' | 'take' | 'meldHand' | 'decline' | 'pass' | 'discard' | 'force' | 'noForce') => ({ de: LEARN_CQ.de[k], en: LEARN_CQ.en[k] });

function actions(s: ConquianState): MoveAction[] {
  if (toAct(s) !== 0) return [];
  switch (s.phase) {
    case 'turn':
      return [act('turn', L('turn'), 'none'), act('meld', L('meldHand'), 'any')];
    case 'offered':
    case 'turned':
    case 'forced':
      return [act('meld', L('take'), 'any'), act('decline', L('decline'), 'none'), act('pass', L('pass'), 'none')];
    case 'forceCheck':
      return [act('force', L('force'), 'none'), act('noForce', L('noForce'), 'none')];
    case 'discard':
      return [act('discard', L('discard'), 'one')];
    default:
      return [];
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function move(s: ConquianState, action: string, picked: readonly string[]): ConquianMove {
  switch (action) {
    case 'turn':
    case 'decline':
    case 'pass':
    case 'force':
    case 'noForce':
      return { type: action };
    case 'discard':
      return { type: 'discard', card: picked[0] ?? '' };
    default: {
      const found = legalMoves(s).find((m) => m.type === 'meld' && sameSet(m.hand, picked));
      if (found) return found;
      const p = s.current;
      const centre = s.centre && s.phase !== 'discard' ? [s.centre.card] : [];
      return { type: 'meld', hand: [...picked], melds: [...s.melds[p], [...centre, ...picked]] };
    }
  }
}

function describe(s: ConquianState, m: ConquianMove, lang: 'de' | 'en'): string {
  const w = LEARN_CQ[lang];
  switch (m.type) {
    case 'turn': return w.didTurn;
    case 'decline': return w.didDecline;
    case 'pass': return w.didPass;
    case 'force': return w.didForce;
    case 'noForce': return w.didNoForce;
    case 'discard': return w.didDiscard(`[${m.card}]`);
    case 'meld': {
      const all = new Set(m.melds.flat());
      const centre = s.centre && all.has(s.centre.card) ? `[${s.centre.card}]` : '';
      return w.didMeld(centre, tokens(m.hand), m.melds.map(tokens).join(' · '));
    }
  }
}

export const CONQUIAN_KIT: LearnKit<ConquianState, ConquianMove> = {
  game: 'conquian',
  judge: { apply, toAct },
  lessons: CONQUIAN_LESSONS,
  practice: CONQUIAN_PRACTICE,
  ruleNames: CONQUIAN_LEARN_RULES.names,
  messages: CONQUIAN_LEARN_RULES.violations,
  misses: CONQUIAN_LEARN_MISSES,
  cardName: (lang) => (code) => frenchCardName(lang, code),
  faces: { Face: FrenchCardFace, Inline: InlineFrenchCard },
  Board: ConquianBoard,
  shown: (s) => [...s.hands[0], ...s.melds[0].flat(), ...s.melds[1].flat(), ...(s.centre ? [s.centre.card] : [])],
  hand: (s) => s.hands[0],
  actions,
  move,
  describe,
};
