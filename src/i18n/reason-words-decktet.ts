/**
 * The Decktet games' word for a reason's card (Quincunx, Gongor Whist), apart from the words every
 * game's sentences share (reason-words.ts), so the French-suited games' pages load no Decktet names.
 */
import { decktetCardName } from './decktet-cards';
import { cardWords } from './reason-words';

/** The reason's card `i` as a Decktet card name. */
export const dk = cardWords(decktetCardName, { de: 'die Karte', en: 'the card' }).card;
