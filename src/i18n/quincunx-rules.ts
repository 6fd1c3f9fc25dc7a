import type { Lang } from './ui';
import type { QuincunxRuleId } from '../engine/quincunx/rules';

/**
 * The heading of each Quincunx rule section, exactly as it stands on
 * /de/quincunx/ and /en/quincunx/ (tests/quincunx/page-rules.test.ts holds the
 * pages to these texts). Islands use them to name a rule a violation cites.
 */
export const QUINCUNX_RULE_NAMES: Record<QuincunxRuleId, Record<Lang, string>> = {
  deck: { de: 'Karten und Material', en: 'Cards and materials' },
  setup: { de: 'Aufbau', en: 'Setting up' },
  turn: { de: 'Spielablauf', en: 'Order of play' },
  placement: { de: 'Eine Karte legen', en: 'Placing a card' },
  'basic-scoring': { de: 'Basispunkte', en: 'Basic scoring' },
  'ace-match': { de: 'Die Ass-Ausnahme', en: 'The Ace-matching exception' },
  draw: { de: 'Nachziehen bei 11 und 20', en: 'Drawing on 11 and 20' },
  'pair-bonus': { de: 'Paarbonus', en: 'Pair bonus' },
  'sequence-bonus': { de: 'Straßenbonus', en: 'Sequence bonus' },
  'three-of-a-kind': { de: 'Drillingsbonus', en: 'Three of a kind' },
  'power-play': { de: 'Machtspiel', en: 'Power play' },
  'round-end': { de: 'Ende der Runde', en: 'End of the round' },
  'hand-penalty': { de: 'Strafpunkte für Handkarten', en: 'Penalties for cards in hand' },
  rounds: { de: 'Runden und Gesamtwertung', en: 'Rounds and the final score' },
  excuse: { de: 'Die Ausflucht', en: 'The Excuse' },
  pawns: { de: 'Die Bauern', en: 'The Pawns' },
  flush: { de: 'Flush-Bonus', en: 'Flush bonus' },
  muggins: { de: 'Tölpel', en: 'Muggins' },
  'open-spread': { de: 'Offenes Raster', en: 'The open spread' },
  solitaire: { de: 'Solitär', en: 'Solitaire' },
};
