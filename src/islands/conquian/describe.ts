/**
 * Conquian moves in the page language: the short label of a button
 * („Auslegen: ♥B ♦B + Mittelkarte“, „Abwerfen: ♣K“) and a line of the game's
 * log („Spieler A deckt ♥7 auf.“), and which legal moves use the cards the
 * reader selected. Plain module (no JSX), so Vitest can test it; it never
 * judges a move — the moves come from the engine's legalMoves.
 */
import { compareForDisplay, SUIT_SYMBOL, frenchParts, type FrenchCard, type FrenchSuit } from '../../engine/cards/french';
import type { ConquianRuleId } from '../../engine/conquian/rules';
import { toAct, type ConquianMove, type ConquianState } from '../../engine/conquian/engine';
import { parseMove } from '../../engine/conquian/notation';
import { CQ } from '../../i18n/conquian';
import type { Lang } from '../../i18n/ui';
import type { Reason } from '../../engine/core/player';

/** "♥B" on the German page, "♥J" on the English one (as the card faces print them). */
export function cardShort(lang: Lang, code: FrenchCard): string {
  const p = frenchParts(code);
  if (!p || p.joker) return code;
  const rank = lang === 'de' && p.rank === 'J' ? 'B' : lang === 'de' && p.rank === 'Q' ? 'D' : p.rank!;
  return `${SUIT_SYMBOL[p.suit as FrenchSuit]}${rank}`;
}

const list = (lang: Lang, cards: readonly FrenchCard[]) => [...cards].sort(compareForDisplay).map((c) => cardShort(lang, c)).join(' ');

/** The button label of a move, as the page names it. */
export function moveLabel(state: ConquianState, move: ConquianMove, lang: Lang): string {
  const a = CQ[lang].act;
  switch (move.type) {
    case 'turn':
    case 'pass':
    case 'decline':
    case 'force':
    case 'noForce':
      return a[move.type];
    case 'discard':
      return a.discard(cardShort(lang, move.card));
    case 'meld': {
      const centre = state.centre !== null && move.melds.some((m) => m.includes(state.centre!.card));
      return a.meld(list(lang, move.hand), centre);
    }
  }
}

/** One line of the log: who did what, with the card (`state` is the position before the move). */
export function moveLine(state: ConquianState, move: ConquianMove, lang: Lang, actor: number): string {
  const t = CQ[lang];
  const p = t.player(actor);
  const centre = state.centre ? cardShort(lang, state.centre.card) : '';
  switch (move.type) {
    case 'turn':
      return t.log.turn(p, state.stock[0] ? cardShort(lang, state.stock[0]) : '');
    case 'pass':
      return t.log.pass(p, centre);
    case 'decline':
      return t.log.decline(p, centre);
    case 'force':
      return t.log.force(p, centre);
    case 'noForce':
      return t.log.noForce(p);
    case 'discard':
      return t.log.discard(p, cardShort(lang, move.card));
    case 'meld': {
      const used = state.centre !== null && move.melds.some((m) => m.includes(state.centre!.card));
      return t.log.meld(p, list(lang, move.hand), used ? centre : '');
    }
  }
}

/** A move written in notation as a line of the log (the notation itself when it does not parse or nobody is to act). */
export function notationLine(state: ConquianState, text: string, lang: Lang): string {
  const mv = parseMove(text);
  const actor = toAct(state);
  return mv.ok && actor !== null ? moveLine(state, mv.value, lang, actor) : text;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/**
 * The legal moves that use exactly the selected hand cards: melds whose hand
 * cards are the selection, the discard of a single selected card, and — with
 * no hand card selected — the moves that need none (pass, decline, force,
 * lay off the centre card alone). With the centre card selected too (`centre`
 * is its code), only the moves about it: no discard, no meld without it.
 */
export function movesForSelection(legal: readonly ConquianMove[], selected: readonly FrenchCard[], centre: FrenchCard | null = null): ConquianMove[] {
  return legal.filter((m) => {
    switch (m.type) {
      case 'meld':
        return sameSet(m.hand, selected) && (centre === null || m.melds.some((c) => c.includes(centre)));
      case 'discard':
        return centre === null && selected.length === 1 && selected[0] === m.card;
      default:
        return selected.length === 0;
    }
  });
}

/** The rule a move rests on (for a reason that names none). */
export function ruleOfMove(move: ConquianMove): ConquianRuleId {
  switch (move.type) {
    case 'turn':
    case 'decline':
      return 'decline';
    case 'pass':
      return 'pass';
    case 'discard':
      return 'discard';
    case 'force':
    case 'noForce':
      return 'forced-add';
    case 'meld':
      return 'meld';
  }
}

/**
 * A computer seat's reason as the reader may hear it while that seat's hand is face down (as Rommé's
 * publicReason): nothing of the hand. A declined card "passt zu nichts auf der Hand" or "Auslegen ginge, aber …"
 * told what the hand held, and a discard's count of unseen cards that could still complete it was counted with
 * the hand. Those become "Sie hilft nicht genug." and "die Karte, die am wenigsten helfen kann."
 */
export function publicReason(reason: Reason): Reason {
  switch (reason.code) {
    case 'decline':
    case 'discard-least-useful': {
      const { could: _could, outs: _outs, ...rest } = reason.params ?? {};
      return { ...reason, params: { ...rest, hidden: 1 } };
    }
    default:
      return reason;
  }
}
