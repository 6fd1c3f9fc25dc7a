import type { Lang } from '../i18n/ui';

export interface GameFacts {
  slug: 'conquian' | 'romme' | 'quincunx' | 'gongor-whist';
  name: Record<Lang, string>;
  players: Record<Lang, string>;
  deck: Record<Lang, string>;
  duration: Record<Lang, string>;
  blurb: Record<Lang, string>;
}

export const GAMES: readonly GameFacts[] = [
  {
    slug: 'conquian',
    name: { de: 'Conquian', en: 'Conquian' },
    players: { de: '2 Spieler', en: '2 players' },
    deck: { de: '40 französische Karten', en: '40 French-suited cards' },
    duration: { de: 'etwa 10 Minuten je Partie', en: 'about 10 minutes a deal' },
    blurb: {
      de: 'Der mexikanische Vorfahr der Rommé-Familie: Nur die offene Mittelkarte darf genutzt werden, und wer hinausgeht, braucht genau elf ausgelegte Karten.',
      en: 'The Mexican ancestor of the rummy family: only the face-up centre card may be used, and going out takes exactly eleven cards on the table.',
    },
  },
  {
    slug: 'romme',
    name: { de: 'Rommé', en: 'Rommé' },
    players: { de: '2–6 Spieler', en: '2–6 players' },
    deck: { de: '2 × 52 Karten und 2 Joker', en: '2 × 52 cards and 2 jokers' },
    duration: { de: 'etwa 15 Minuten je Runde', en: 'about 15 minutes a deal' },
    blurb: {
      de: 'Die ältere deutsche Form des Rommé mit zehn Karten, einem Erstauslegen von 40 Punkten und Jokern, die man eintauschen kann.',
      en: 'The older German form of rummy: ten cards each, a first meld worth 40 points, and jokers that can be exchanged.',
    },
  },
  {
    slug: 'quincunx',
    name: { de: 'Quincunx', en: 'Quincunx' },
    players: { de: '1–4 Spieler', en: '1–4 players' },
    deck: { de: 'Decktet (36 Karten, Erweiterung möglich)', en: 'Decktet (36 cards, extensions optional)' },
    duration: { de: 'etwa 20 Minuten', en: 'about 20 minutes' },
    blurb: {
      de: 'Karten in ein 5×5-Raster legen und für Summen, Paare, Straßen und Drillinge punkten.',
      en: 'Place cards into a 5×5 spread and score for sums, pairs, sequences and three of a kind.',
    },
  },
  {
    slug: 'gongor-whist',
    name: { de: 'Gongor Whist', en: 'Gongor Whist' },
    players: { de: '1 Spieler', en: '1 player' },
    deck: { de: 'Decktet (36 Karten)', en: 'Decktet (36 cards)' },
    duration: { de: 'etwa 10 Minuten', en: 'about 10 minutes' },
    blurb: {
      de: 'Ein Stichspiel gegen einen Strohmann: Jede Ansage von 0 bis 7 muss genau einmal erfüllt werden.',
      en: 'A trick-taking solitaire against a dummy: each bid from 0 to 7 must be made exactly once.',
    },
  },
];
