/**
 * A link to a rule's section on this page, by the rule's name in the page's
 * language: Regel „Abwerfen“, Rule “Discarding”. The one way the islands link
 * a rule from a refusal, a computer's reason or a hint. Nothing is shown
 * without a rule; a rule without a name (tests hold that every rule has one)
 * would show its id.
 */
import { lookup } from '../../engine/core/game';
import { ISLAND, type RuleNames } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';

export function RuleRef({ rule, lang, names, class: cls }: { rule: string | undefined; lang: Lang; names: RuleNames; class?: string }) {
  if (!rule) return null;
  return (
    <a href={`#${rule}`} class={cls}>
      {ISLAND[lang].ruleNamed(lookup(names, rule)?.[lang] ?? rule)}
    </a>
  );
}
