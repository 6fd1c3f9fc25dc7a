/**
 * What Rommé's rules say in words, from a catalog's core keys (src/lib/catalog-core.mjs): the rule names and one
 * sentence per violation code, meld problems and the meld checker's answer included (a missing one is a compile
 * error). The game islands build them from the whole catalog (./romme.ts), the lessons from its core
 * (./learn-romme.ts), so a lesson page loads no island words.
 */
import type { Params } from '../engine/core/result';
import type { RommeViolationCode } from '../engine/romme/codes';
import type { RommeRuleId } from '../engine/romme/rules';
import type { Lang } from './ui';
import { meldCardName } from './french-cards';
import { covers, perKey, sentences } from './format';
import type EnCatalog from './en/romme.json';

export type RommeCore = Pick<typeof EnCatalog, 'rules' | 'words' | 'violations'>;

const text = (p: Params, key: string) => (typeof p[key] === 'string' && p[key] ? (p[key] as string) : undefined);
const num = (p: Params, key: string, fallback: number | string) => (typeof p[key] === 'number' ? (p[key] as number) : fallback);

export function rommeRuleText(cat: Readonly<Record<Lang, RommeCore>>) {
  /** The values the violation sentences use, with fallbacks when a param is missing. */
  const vars = (lang: Lang, p: Params) => {
    const w = cat[lang].words;
    const card = text(p, 'card');
    const cards = Array.isArray(p.cards) && p.cards.length ? (p.cards as string[]).map((c) => meldCardName(lang, c)).join(', ') : w.theseCards;
    const suit = typeof p.suit === 'string' && Object.hasOwn(w.suits, p.suit) ? w.suits[p.suit as keyof typeof w.suits] : w.aSuit;
    return {
      card: card ? meldCardName(lang, card) : w.thisCard,
      token: String(p.card ?? ''),
      cards,
      suit,
      count: num(p, 'count', 2),
      suitCount: num(p, 'count', '?'),
      available: num(p, 'available', 0),
      value: num(p, 'value', 0),
      minimum: num(p, 'minimum', 40),
      leftover: num(p, 'leftover', 0),
      limit: num(p, 'limit', 7),
      jokers: num(p, 'limit', 1),
    };
  };
  return {
    names: perKey<RommeRuleId>(cat.de.rules, cat.en.rules),
    violations: sentences<RommeViolationCode, [p: Params]>(
      { de: covers<RommeViolationCode>(cat.de.violations), en: covers<RommeViolationCode>(cat.en.violations) },
      vars,
    ),
  };
}
