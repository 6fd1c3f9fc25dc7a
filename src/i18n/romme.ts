/**
 * Rommé island strings: the catalogs src/i18n/{de,en}/romme.json (rule names,
 * variations, island words, one sentence per violation code and per parse code)
 * made into the typed tables the islands use (the violations by romme-core.ts). The violation and parse tables are
 * keyed by the engine's code unions, so a missing sentence is a compile error.
 * Terms are the page's, one per thing: Kombination / meld, Folge / run, Satz /
 * set, Stapel / stock, Ablagestapel / discard pile, auslegen / meld, anlegen /
 * lay off, abwerfen / discard, ausmachen / go out, Gegner / opponent, Variante
 * / variation. No "Engine" in the German strings.
 */
import type { RommeMoveParseCode } from '../engine/romme/codes';
import type { DealEnd, Phase, Variant } from '../engine/romme/engine';
import type { Lang } from './ui';
import { meldCardName } from './french-cards';
import { covers, fmt, plural, sentences, templated } from './format';
import { loadGameCatalogs } from './game-catalogs';
import { rommeRuleText } from './romme-core';
import type EnCatalog from './en/romme.json';

/**
 * Both catalogs (in a browser only the page's language), with their `play` section, the words only the whole game
 * uses, on the game's play page only (loadGameCatalogs); the German one must have every key of the English one.
 */
const CAT = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/romme.json?examples', { with: { type: 'json' } }),
  () => import('./en/romme.json?examples', { with: { type: 'json' } }),
  () => import('./de/romme.json', { with: { type: 'json' } }),
  () => import('./en/romme.json', { with: { type: 'json' } }),
);
/** The catalogs' `play` sections: loaded on the game's play page (and on the server) only, else undefined (src/i18n/romme-play.ts). */
export const ROMME_PLAY_SECTION = { de: CAT.de.play, en: CAT.en.play };
const { de, en } = CAT;


/** Meld card names live with the other card names (src/i18n/cards.ts), so pages without Rommé need none of its strings. */
export { meldCardName };

const RULE_TEXT = rommeRuleText(CAT);
/**
 * The headings of the Rommé rule sections, exactly as they stand on /de/romme/ and /en/romme/
 * (tests/romme/page-rules.test.ts holds them equal). Islands use them to name the rule a violation points to.
 */
export const ROMME_RULE_NAMES = RULE_TEXT.names;
/** One sentence per violation code (meld problems and the meld checker's answer included). */
export const ROMME_VIOLATIONS = RULE_TEXT.violations;

/** What is wrong with a typed move that does not read, per code parseMove can return (the only parse errors a reader meets); `token` is the offending token as written. */
export const ROMME_PARSE_MESSAGES = sentences<RommeMoveParseCode, [t: string]>(
  { de: covers<RommeMoveParseCode>(de.parse), en: covers<RommeMoveParseCode>(en.parse) },
  (_lang, token) => ({ token }),
);

export const VARIANT_NAMES: Readonly<Record<Lang, Readonly<Record<Variant, string>>>> = { de: de.variants, en: en.variants };

const seatLetter = (seat: number) => 'ABCDEF'[seat] ?? '?';

/** The island words of one language: plain strings as they are, templates as functions. */
function words(w: typeof EnCatalog.ui) {
  return {
    ...w,
    ...templated(w, {
      toAct: 'p', deal: 'i n', gameOver: 'names', drewHigh: 'p cards', firstAce: 'p', handOf: 'p', hiddenHand: 'n', bestIn: 'p', helpfulFor: 'p',
      offerTake: 'c', offerTakeN: 'n c', offerLayoff: 'target c', offerExchange: 'c target', offerDiscard: 'c', offerCall: 'n', jokerAsFace: 'face',
    }),
    player: (seat: number) => fmt(w.player, { seat: seatLetter(seat) }),
    seatShort: seatLetter,
    meld: (seat: number, i: number) => fmt(w.meld, { seat: seatLetter(seat), i: i + 1 }),
    group: (i: number) => fmt(w.group, { i: i + 1 }),
    cardsN: (n: number) => plural(w.cardsN, n),
    points: (n: number) => plural(w.points, n),
    phases: w.phases satisfies Record<Phase, string>,
    dealEnd: Object.fromEntries(Object.entries(w.dealEnd satisfies Record<DealEnd, string>).map(([k, s]) => [k, (p: string, n = 0) => fmt(s, { p, n })])) as Record<DealEnd, (p: string, n?: number) => string>,
    pack: (n: 1 | 2) => (n === 1 ? w.pack[1] : w.pack[2]),
    bestValue: (v: number, min: number) => fmt(v >= min ? w.bestValue.enough : w.bestValue.short, { v, min }),
    offerMeld: (c: string, points: number) => fmt(w.offerMeld, { c, points: plural(w.points, points) }),
    record: (n: number) => fmt(w.record, { moves: plural(w.moves, n) }),
  };
}

export const RM = { de: words(de.ui), en: words(en.ui) };
