/** Gongor Whist's words for the lesson and practice islands: the table, the move buttons, and one sentence per Gongor Whist learn code. */
import type { TrickReason } from '../engine/gongor-whist/engine';
import { DECKTET_SUIT_NAMES } from './cards';
import { GW } from './gongor-whist';
import { cardParam, numParam, type LearnSentences } from './learn';
import type { Lang } from './ui';

export const LEARN_GW = {
  de: {
    trump: (s: string | null) => (s ? `Trumpf: ${s}` : 'kein Trumpf'), acesLeft: (n: number) => `${n} Asse verdeckt im Stapel`,
    lead: 'Strohmann spielt aus', yourCard: 'Deine Karte', yourHand: 'Deine Hand', bid: (b: number | null, won: number, played: number) => (b === null ? 'Noch kein Gebot' : `Gebot ${b} · ${won} von ${played} Stichen gewonnen`),
    used: (bids: string) => `Schon gebotene Zahlen: ${bids}`, none: 'keine',
    play: 'Gewählte Karte spielen', twiddle: 'Am Trumpf drehen', resolve: 'Stich entscheiden', bidN: (n: number) => `${n} bieten`,
    didPlay: (c: string) => `${c} spielen`, didTwiddle: 'Am Trumpf drehen', didResolve: 'Stich entscheiden', didBid: (n: number) => `${n} bieten`, didNext: 'Nächste Hand',
    lastTrick: (won: boolean) => (won ? 'Den letzten Stich hast du gewonnen.' : 'Den letzten Stich hast du verloren.'),
  },
  en: {
    trump: (s: string | null) => (s ? `Trump: ${s}` : 'no trump'), acesLeft: (n: number) => `${n} Aces face down in the stack`,
    lead: 'Dummy leads', yourCard: 'Your card', yourHand: 'Your hand', bid: (b: number | null, won: number, played: number) => (b === null ? 'No bid yet' : `Bid ${b} · ${won} of ${played} tricks won`),
    used: (bids: string) => `Numbers already bid: ${bids}`, none: 'none',
    play: 'Play the card picked', twiddle: 'Twiddle', resolve: 'Decide the trick', bidN: (n: number) => `Bid ${n}`,
    didPlay: (c: string) => `Play ${c}`, didTwiddle: 'Twiddle', didResolve: 'Decide the trick', didBid: (n: number) => `Bid ${n}`, didNext: 'Next hand',
    lastTrick: (won: boolean) => (won ? 'You won the last trick.' : 'You lost the last trick.'),
  },
} as const;

const suit = (lang: Lang, p: { suit?: unknown }) => (typeof p.suit === 'string' && Object.hasOwn(DECKTET_SUIT_NAMES[lang], p.suit) ? DECKTET_SUIT_NAMES[lang][p.suit as keyof (typeof DECKTET_SUIT_NAMES)['de']] : '?');
const reason = (lang: Lang, p: { reason?: unknown }) => (typeof p.reason === 'string' && Object.hasOwn(GW[lang].reasons, p.reason) ? GW[lang].reasons[p.reason as TrickReason] : '');

/** One sentence per Gongor Whist learn code (src/learn/gongor-whist.ts). */
export const GONGOR_WHIST_LEARN_MISSES: LearnSentences = {
  'gw-lacks-suit': {
    de: (p, n) => `${cardParam(p, n)} trägt keine ${suit('de', p)}.`,
    en: (p, n) => `${cardParam(p, n)} carries no ${suit('en', p)}.`,
  },
  'gw-loses': {
    de: (p, n) => `Mit ${cardParam(p, n)} verlierst du den Stich gegen ${cardParam(p, n, 'lead')}: ${reason('de', p)}`,
    en: (p, n) => `With ${cardParam(p, n)} you lose the trick to ${cardParam(p, n, 'lead')}: ${reason('en', p)}`,
  },
  'gw-try-twiddle': {
    de: () => 'So verlierst du den Stich. Bevor er entschieden wird, darfst du einmal am Trumpf drehen – versuch es.',
    en: () => 'That loses the trick. Before it is decided you may twiddle once – try it.',
  },
  'gw-would-win': {
    de: (p, n) => `Mit ${cardParam(p, n)} gewinnst du diesen Stich – einen mehr, als dein Gebot von ${numParam(p, 'bid')} verträgt.`,
    en: (p, n) => `${cardParam(p, n)} would win this trick – one more than your bid of ${numParam(p, 'bid')} allows.`,
  },
};
