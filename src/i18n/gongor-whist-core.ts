/**
 * What Gongor Whist's rules say in words, from a catalog's core keys (src/lib/catalog-core.mjs): the rule names, one
 * sentence per violation code (a missing one is a compile error) and why a trick went as it did. The game islands build
 * them from the whole catalog (./gongor-whist.ts), the lessons from its core (./learn-gongor-whist.ts), so a lesson
 * page loads no island words.
 */
import { lookup } from '../engine/core/game';
import type { Params } from '../engine/core/result';
import type { GongorWhistViolationCode } from '../engine/gongor-whist/engine';
import type { GongorWhistRuleId } from '../engine/gongor-whist/rules';
import type { Lang } from './ui';
import { DECKTET_SUIT_NAMES, decktetCardNameIn, type CardForm } from './decktet-cards';
import { covers, fmt, perKey, sentences } from './format';
import type EnCatalog from './en/gongor-whist.json';

export type GongorWhistCore = Pick<typeof EnCatalog, 'rules' | 'words' | 'violations' | 'phases' | 'reasons'>;

export function gongorWhistRuleText(cat: Readonly<Record<Lang, GongorWhistCore>>) {
  /**
   * The values the violation sentences use; a card named as the sentence needs it ("Zu diesem Stich hast du schon den
   * Seemann gespielt", "Der Seemann ist nicht unter deinen Karten"; before, quoted as a title: „Der Seemann“).
   */
  const vars = (lang: Lang, p: Params) => {
    const w = cat[lang].words;
    const named = (code: unknown, form: CardForm) => (typeof code === 'string' && code ? decktetCardNameIn(lang, code, form) : w.thisCard);
    const cards = Array.isArray(p.cards) ? (p.cards as string[]).map((c) => named(c, 'nom')).join(', ') : '';
    const suits = Array.isArray(p.suits) ? (p.suits as string[]).map((s) => lookup(DECKTET_SUIT_NAMES[lang], s) ?? s).join(w.or) : '';
    const cardNom = named(p.card, 'nom');
    return {
      cardNom,
      // at a sentence's start
      CardNom: cardNom.charAt(0).toUpperCase() + cardNom.slice(1),
      cardAcc: named(p.card, 'acc'),
      leadNom: named(p.lead, 'nom'),
      cards,
      which: cards ? fmt(w.which, { cards }) : '',
      suits: suits || w.leadSuit,
      phase: (typeof p.phase === 'string' ? lookup<string>(cat[lang].phases, p.phase) : undefined) ?? w.somethingElse,
      not: typeof p.n === 'string' ? fmt(w.notN, { n: p.n }) : '',
      theN: typeof p.n === 'number' ? fmt(w.theN, { n: p.n }) : w.theNumber,
      n: typeof p.n === 'number' || typeof p.n === 'string' ? p.n : '',
    };
  };
  return {
    names: perKey<GongorWhistRuleId>(cat.de.rules, cat.en.rules),
    violations: sentences<GongorWhistViolationCode, [p: Params]>(
      { de: covers<GongorWhistViolationCode>(cat.de.violations), en: covers<GongorWhistViolationCode>(cat.en.violations) },
      vars,
    ),
  };
}
