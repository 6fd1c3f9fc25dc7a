/**
 * Decktet card names in the page language ("Ass der Monde" / "Ace of Moons", "Der Berg" / "The
 * Mountain"), from the catalogs src/i18n/{de,en}/decktet-cards.json. The French-suited cards' are in
 * french-cards.ts, so a page loads its own deck's names only; src/i18n/cards.ts has both.
 */
import type { Lang } from './ui';
import { decktetInfo, type DecktetSuit } from '../engine/cards/decktet';
import { fmt, loadCatalogs } from './format';
import type EnCatalog from './en/decktet-cards.json';

/**
 * Both catalogs (in a browser only the page's language, issue 16.3; in a Web Worker, which imports the Decktet's chunk
 * for its cards, none: loadCatalogs); the German one must have every key of the English one.
 */
const CAT = await loadCatalogs<typeof EnCatalog>(() => import('./de/decktet-cards.json', { with: { type: 'json' } }), () => import('./en/decktet-cards.json', { with: { type: 'json' } }));

export const DECKTET_SUIT_NAMES: Readonly<Record<Lang, Readonly<Record<DecktetSuit, string>>>> = { de: CAT.de.suits, en: CAT.en.suits };

/** "Ass der Monde" / "Ace of Moons"; "Der Barde (Krone, Sonnen)" style names come from decktetCardLabel. */
export function decktetCardName(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  const w = CAT[lang];
  if (info.kind === 'ace') return fmt(w.ace, { suit: DECKTET_SUIT_NAMES[lang][info.suits[0]!] });
  return Object.hasOwn(w.names, info.key) ? w.names[info.key as keyof typeof w.names] : code;
}

/** A card named inside a sentence: with its article, in the case the sentence needs (German) or with "the" (English). */
export type CardForm = 'nom' | 'acc' | 'dat';

/** German names whose noun takes -(e)n after "den"/"dem" (weak nouns and nouns made of adjectives). */
const WEAK_DE = new Set(['Soldat', 'Diplomat', 'Barde', 'Wilde', 'Mondsüchtige']);
const ARTICLE_DE: Readonly<Record<string, Readonly<Record<CardForm, string>>>> = {
  Der: { nom: 'der', acc: 'den', dat: 'dem' },
  Die: { nom: 'die', acc: 'die', dat: 'der' },
  Das: { nom: 'das', acc: 'das', dat: 'dem' },
};

/**
 * The name as a sentence uses it, with a lower-case article: "Mit dem Maler verlierst du den Stich gegen den Markt",
 * "legt den Diplomaten auf d1", "nach der zufälligen Begegnung"; "the Sailor", "the Ace of Moons". The bare name
 * ("Der Maler") read "Mit Der Maler … gegen Der Markt" in German and "The The Sailor" in English.
 */
export function decktetCardNameIn(lang: Lang, code: string, form: CardForm): string {
  const name = decktetCardName(lang, code);
  if (name === code) return code;
  if (lang === 'en') return name.startsWith('The ') ? `the ${name.slice(4)}` : `the ${name}`;
  const m = /^(Der|Die|Das) (.+)$/.exec(name);
  // an Ace ("Ass der Monde") is neuter and has no article of its own
  if (!m) return `${ARTICLE_DE.Das![form]} ${name}`;
  const words = m[2]!.split(' ');
  const last = words.length - 1;
  const declined = words.map((w, i) => {
    if (form === 'nom') return w;
    if (i === last) return m[1] === 'Der' && WEAK_DE.has(w) ? `${w}${w.endsWith('e') ? 'n' : 'en'}` : w;
    // an adjective before the noun: "der zufälligen Begegnung" (feminine dative; no other name has one)
    return form === 'dat' || m[1] === 'Der' ? `${w}n` : w;
  });
  return `${ARTICLE_DE[m[1]!]![form]} ${declined.join(' ')}`;
}

/**
 * The name without its leading article ("Verrat", "Betrayal"), capitalised: the caption under a small
 * card. In the Quincunx grid "Der Verrat" was cut to "Der Ver…" (23 of the 39 German names, 31 of the
 * English ones; 6 and 4 without), and under Gongor Whist's hand most names took two lines. The card's
 * label and tooltip keep the whole name.
 */
export function decktetShortName(lang: Lang, code: string): string {
  const name = decktetCardName(lang, code);
  // the catalog lists the language's articles, each with its space, separated by "|"
  const article = CAT[lang].articles.split('|').find((a) => name.startsWith(a));
  if (!article) return name;
  const rest = name.slice(article.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The short name as a caption under a small card, its long words with soft hyphens where the catalog's `breaks` allow
 * ("Ent-deckung"): Gongor Whist's captions (3.6rem) and the Quincunx grid's (46 px on a phone) wrap, and with
 * `hyphens: auto` alone a browser without a hyphenation dictionary for the language (Chromium on Linux, for German)
 * broke a word anywhere ("Entdecku/ng") or, where the caption may not wrap, cut it ("Leuchtturmw…").
 */
export function decktetCaption(lang: Lang, code: string): string {
  return withBreaks(decktetShortName(lang, code), CAT[lang].breaks, /[-=]/g);
}

/**
 * The whole name on a large card face (52 px and up), with a soft hyphen only where a word is too long for any face:
 * at the breaks the catalog marks with "=" instead of "-" ("Leucht-turm=wärter").
 */
export function decktetFaceName(lang: Lang, code: string): string {
  return withBreaks(decktetCardName(lang, code), CAT[lang].breaks, /=/g);
}

/** Each word that `breaks` lists (space-separated) with a soft hyphen at each of its breaks that `at` matches, the others dropped. */
function withBreaks(text: string, breaks: string, at: RegExp): string {
  const list = breaks.split(' ');
  return text
    .split(' ')
    .map((word) => {
      const b = list.find((x) => x.replace(/[-=]/g, '') === word);
      return b ? b.replace(at, '\u00ad').replace(/[-=]/g, '') : word;
    })
    .join(' ');
}

/** Full accessible label: name, rank and suits. */
export function decktetCardLabel(lang: Lang, code: string): string {
  const info = decktetInfo(code);
  if (!info) return code;
  const name = decktetCardName(lang, code);
  if (info.kind === 'ace' || info.kind === 'excuse') return name;
  const w = CAT[lang];
  const names = info.suits.map((s) => DECKTET_SUIT_NAMES[lang][s]);
  const suits = names.length > 2 ? `${names.slice(0, -1).join(', ')}${w.and}${names[names.length - 1]}` : names.join(w.and);
  const rank = info.kind === 'crown' || info.kind === 'pawn' || info.kind === 'court' ? w.ranks[info.kind] : String(info.rank);
  return fmt(w.label, { name, rank, suits });
}

/**
 * The label without the name, "(3, Suns and Knots)": what a screen reader needs after running text that has just named
 * the card ("the Painter" and then the card). Empty for an Ace or the Excuse, whose label is their name. (Cut from the
 * label, which both catalogs begin with the name, so that the islands' bundles carry nothing more.)
 */
export function decktetCardDetail(lang: Lang, code: string): string {
  const label = decktetCardLabel(lang, code);
  const name = decktetCardName(lang, code);
  return label.startsWith(name) ? label.slice(name.length).trim() : label;
}
