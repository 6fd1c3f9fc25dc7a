import type { Lang } from './ui';
import type { RommeRuleId } from '../engine/romme/rules';

/**
 * The headings of the Rommé rule sections, exactly as they stand on
 * /de/romme/ and /en/romme/ (tests/romme/page-rules.test.ts holds them equal).
 * Islands use them to name the rule a violation points to.
 */
export const ROMME_RULE_NAMES: Record<RommeRuleId, Record<Lang, string>> = {
  pack: { de: 'Die Karten', en: 'The pack' },
  'card-values': { de: 'Kartenwerte', en: 'Card values' },
  'first-dealer': { de: 'Der erste Geber', en: 'The first dealer' },
  deal: { de: 'Geben', en: 'Dealing' },
  turn: { de: 'Ein Zug im Überblick', en: 'A turn at a glance' },
  draw: { de: 'Ziehen', en: 'Drawing' },
  runs: { de: 'Folgen', en: 'Runs' },
  sets: { de: 'Sätze', en: 'Sets' },
  joker: { de: 'Der Joker', en: 'The joker' },
  'first-meld': { de: 'Erstes Auslegen', en: 'The first meld' },
  'lay-off': { de: 'Anlegen', en: 'Laying off' },
  'joker-lay-off': { de: 'Joker nie allein anlegen', en: 'Never a joker on its own' },
  'joker-exchange': { de: 'Joker austauschen', en: 'Exchanging a joker' },
  discard: { de: 'Abwerfen', en: 'Discarding' },
  'going-out': { de: 'Ausmachen', en: 'Going out' },
  penalties: { de: 'Strafpunkte', en: 'Penalty points' },
  scores: { de: 'Anschreiben und Abrechnen', en: 'Keeping score and settling up' },
  'stock-out': { de: 'Der Stapel ist leer', en: 'When the stock runs out' },
  'game-cap': { de: 'Zuggrenze (unsere Regel)', en: 'Turn limit (our rule)' },
  'no-layout': { de: 'Rommé „mit 7“ ohne Auslegen', en: 'Rommé “mit 7”: no melding during play' },
  'one-suit': { de: 'Zehn Karten einer Farbe', en: 'Ten cards of one suit' },
  'multi-take': { de: 'Mehrere Karten vom Ablagestapel', en: 'Taking several discards' },
  kids: { de: 'Rommé für Kinder', en: 'The children’s game' },
};
