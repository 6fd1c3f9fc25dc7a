/**
 * What Quincunx's rules say in words, from a catalog's core keys (src/lib/catalog-core.mjs): the rule names, one
 * sentence per violation code (the compiler keeps it complete) and the wording of each line of a score breakdown.
 * The game islands build them from the whole catalog (./quincunx.ts), the lessons from its core
 * (./learn-quincunx.ts), so a lesson page loads no island words.
 */
import type { Lang } from './ui';
import type { Params } from '../engine/core/result';
import type { QuincunxViolationCode } from '../engine/quincunx/engine';
import type { QuincunxRuleId } from '../engine/quincunx/rules';
import { decktetCardName, DECKTET_SUIT_NAMES } from './decktet-cards';
import { cardFacts, type LineDirection, type ScoreItem } from '../engine/quincunx/scoring';
import type { DecktetSuit } from '../engine/cards/decktet';
import { covers, fmt, perKey, sentences } from './format';
import type EnCatalog from './en/quincunx.json';

export type QuincunxCore = Pick<typeof EnCatalog, 'rules' | 'words' | 'violations' | 'items'>;

const name = (lang: Lang, code: string) => decktetCardName(lang, code);
const suit = (lang: Lang, s: DecktetSuit | null) => (s ? DECKTET_SUIT_NAMES[lang][s] : '');
const val = (code: string) => cardFacts(code)?.value ?? 0;
const isPawn = (code: string) => cardFacts(code)?.kind === 'pawn';

export function quincunxRuleText(cat: Readonly<Record<Lang, QuincunxCore>>) {
  /** One line of the breakdown in the page language (without the points, shown beside it). */
  function describeItem(item: ScoreItem, played: string, lang: Lang): string {
    const w = cat[lang].items;
    const direction = (d: LineDirection) => w.directions[d];
    switch (item.kind) {
      case 'basic': {
        const n = `${item.neighbour} ${name(lang, item.card)}`;
        if (item.effect === 'excuse') return fmt(w.excuse, { n });
        const sum = `${val(played)} + ${val(item.card)} = ${item.sum}`;
        const template = item.effect === 'minus' || item.effect === 'aceMatch' || item.effect === 'zero' || item.effect === 'draw' ? w[item.effect] : w.plus;
        return fmt(template, { n, sum, who: isPawn(played) || isPawn(item.card) ? w.pawn : w.ace });
      }
      case 'pair':
        return fmt(w.pair, { card: name(lang, item.card), cell: item.neighbour });
      case 'sequence':
      case 'three':
        return fmt(w[item.kind], { cells: item.cells.join('–'), direction: direction(item.direction) });
      case 'power':
        return fmt(w.power, { suit: suit(lang, item.suit), partner: item.partner, count: item.counted.length, parts: item.counted.map((c) => c.value).join(' + ') || '0' });
      case 'flush': {
        const where = item.shape === 'box' ? w.box : item.direction ? direction(item.direction) : '';
        return fmt(w.flush, { suit: item.suit ? ` ${suit(lang, item.suit)}` : '', cells: item.cells.join(' '), where });
      }
    }
  }
  const cardName = (lang: Lang, card: unknown) => (typeof card === 'string' && card ? name(lang, card) : cat[lang].words.thisCard);
  return {
    names: perKey<QuincunxRuleId>(cat.de.rules, cat.en.rules),
    describeItem,
    /** A card's name, or "this card" when the code is missing. */
    cardName,
    violations: sentences<QuincunxViolationCode, [p: Params]>(
      { de: covers<QuincunxViolationCode>(cat.de.violations), en: covers<QuincunxViolationCode>(cat.en.violations) },
      (lang, p) => ({ card: cardName(lang, p.card), cell: typeof p.cell === 'string' && p.cell ? p.cell : '?' }),
      {
        'game-over': {
          de: (p) => (p.won === false ? cat.de.words.solitaireLost : cat.de.violations['game-over']),
          en: (p) => (p.won === false ? cat.en.words.solitaireLost : cat.en.violations['game-over']),
        },
      },
    ),
  };
}
