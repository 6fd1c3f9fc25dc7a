/**
 * What Conquian's rules say in words, from a catalog's core keys (src/lib/catalog-core.mjs): the rule names and one
 * sentence per violation code (a missing one is a compile error). The game islands build them from the whole catalog
 * (./conquian.ts), the lessons from its core (./learn-conquian.ts), so a lesson page loads no island words.
 */
import type { Lang } from './ui';
import type { ConquianRuleId } from '../engine/conquian/rules';
import type { ConquianViolationCode } from '../engine/conquian/codes';
import type { Params } from '../engine/core/result';
import { frenchCardName } from './french-cards';
import { covers, perKey, sentences } from './format';
import type EnCatalog from './en/conquian.json';

export type ConquianCore = Pick<typeof EnCatalog, 'rules' | 'words' | 'violations' | 'phases'>;

export function conquianRuleText(cat: Readonly<Record<Lang, ConquianCore>>) {
  /** The values the violation sentences use, with fallbacks when a param is missing. */
  const vars = (lang: Lang, p: Params) => {
    const phases: Readonly<Record<string, string>> = cat[lang].phases;
    return {
      card: typeof p.card === 'string' ? frenchCardName(lang, p.card) : '?',
      cards: Array.isArray(p.cards) ? (p.cards as string[]).map((c) => frenchCardName(lang, c)).join(', ') : '',
      phase: typeof p.phase === 'string' && Object.hasOwn(phases, p.phase) ? phases[p.phase]! : String(p.phase ?? ''),
      count: typeof p.count === 'number' || typeof p.count === 'string' ? p.count : cat[lang].words.more,
    };
  };
  return {
    names: perKey<ConquianRuleId>(cat.de.rules, cat.en.rules),
    violations: sentences<ConquianViolationCode, [p: Params]>(
      { de: covers<ConquianViolationCode>(cat.de.violations), en: covers<ConquianViolationCode>(cat.en.violations) },
      vars,
    ),
  };
}
