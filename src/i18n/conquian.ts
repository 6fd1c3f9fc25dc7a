import type { Lang } from './ui';
import type { ConquianRuleId } from '../engine/conquian/rules';

export const CONQUIAN_RULE_NAMES: Record<ConquianRuleId, Record<Lang, string>> = {
  pack: { de: 'Das Blatt', en: 'The pack' },
  deal: { de: 'Geben', en: 'Dealing' },
  combinations: { de: 'Kombinationen', en: 'Combinations' },
  'sequence-order': { de: 'Reihenfolge in Folgen', en: 'Order in sequences' },
  'first-turn': { de: 'Der erste Zug', en: 'The first turn' },
  meld: { de: 'Auslegen', en: 'Melding' },
  decline: { de: 'Ablehnen', en: 'Declining' },
  pass: { de: 'Weitergeben', en: 'Passing' },
  discard: { de: 'Abwerfen', en: 'Discarding' },
  rearrange: { de: 'Umlegen', en: 'Rearranging' },
  'forced-add': { de: 'Erzwungenes Anlegen', en: 'The forced add' },
  'going-out': { de: 'Hinausgehen', en: 'Going out' },
  'ten-not-out': { de: 'Zehn sind nicht genug', en: 'Ten is not out' },
  'stock-out': { de: 'Der Stapel ist leer', en: 'The stock runs out' },
  'no-lay-off-opponent': { de: 'Nicht beim Gegner anlegen', en: 'No laying off on the opponent' },
  'hand-only-with-centre': { de: 'Handkarten nur mit der Mittelkarte', en: 'Hand cards only with the centre card' },
};

export const CQ = {
  de: {
    player: (p: number) => (p === 0 ? 'Spieler A' : 'Spieler B'),
    hand: 'Hand', melds: 'Auslage', centre: 'Mittelkarte', stock: 'Stapel', dead: 'Tot',
    none: '–', toAct: (p: string) => `Am Zug: ${p}`, back: 'Zurück', forward: 'Weiter', start: 'Anfang',
    step: (i: number, n: number) => `Schritt ${i} von ${n}`, steps: 'Schritte', startPos: 'Ausgangsstellung',
    refused: 'Die Engine lehnt diesen Zug ab', rule: 'Regel', legal: 'Erlaubte Züge von hier', tryIt: 'Eigenen Zug eingeben',
    apply: 'Ausführen', notationHint: 'in Zugnotation, z. B. „discard Kh“', notAllowed: 'Nicht erlaubt', badMove: 'Das ist kein lesbarer Zug',
    badUrl: 'Die Adresse enthielt eine ungültige Stellung; gezeigt wird der Anfang des Beispiels.', over: 'Partie beendet',
    win: (p: string) => `${p} ist hinaus und gewinnt.`, draw: (d: boolean) => `Der Stapel ist leer: unentschieden${d ? ', die nächste Partie zählt doppelt' : ''}.`,
    yourMoves: 'Eigene Züge', reset: 'Zurück zum Beispiel', share: 'Link zu dieser Stellung', phase: 'Phase',
    phases: { turn: 'Karte vom Stapel aufdecken', turned: 'aufgedeckte Karte nutzen oder weitergeben', offered: 'angebotene Karte nehmen oder ablehnen', forceCheck: 'Gegner entscheidet über erzwungenes Anlegen', forced: 'muss die Karte anlegen', discard: 'eine Karte abwerfen', over: 'beendet' },
  },
  en: {
    player: (p: number) => (p === 0 ? 'Player A' : 'Player B'),
    hand: 'Hand', melds: 'Melds', centre: 'Centre card', stock: 'Stock', dead: 'Dead',
    none: '–', toAct: (p: string) => `To act: ${p}`, back: 'Back', forward: 'Next', start: 'Start',
    step: (i: number, n: number) => `Step ${i} of ${n}`, steps: 'Steps', startPos: 'Starting position',
    refused: 'The engine refuses this move', rule: 'Rule', legal: 'Legal moves from here', tryIt: 'Enter a move of your own',
    apply: 'Play', notationHint: 'in move notation, e.g. “discard Kh”', notAllowed: 'Not allowed', badMove: 'That is not a readable move',
    badUrl: 'The address held an invalid position; showing the start of the example.', over: 'Game over',
    win: (p: string) => `${p} is out and wins.`, draw: (d: boolean) => `The stock is empty: a draw${d ? '; the next deal counts double' : ''}.`,
    yourMoves: 'Your moves', reset: 'Back to the example', share: 'Link to this position', phase: 'Phase',
    phases: { turn: 'turn a card from the stock', turned: 'use or pass the turned card', offered: 'take or decline the offered card', forceCheck: 'opponent decides on the forced add', forced: 'must add the card', discard: 'discard a card', over: 'finished' },
  },
} as const;
