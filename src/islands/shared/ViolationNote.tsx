/**
 * A refused move, explained in the page language: a sentence for the
 * violation's code and a link to the rule's section on the same page.
 */
import { RuleRef } from './RuleRef';
import type { Violation } from '../../engine/core/result';
import { ISLAND, explain, type RuleNames, type ViolationMessages } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';

interface Props {
  v: Violation;
  lang: Lang;
  ruleNames: RuleNames;
  messages: ViolationMessages;
}

export function ViolationNote({ v, lang, ruleNames, messages }: Props) {
  const t = ISLAND[lang];
  return (
    <p class="error" role="alert" data-rule={v.rule} data-code={v.code}>
      {t.notAllowed}: {explain(messages, v.code, v.params, lang)} <RuleRef rule={v.rule} lang={lang} names={ruleNames} />
    </p>
  );
}
