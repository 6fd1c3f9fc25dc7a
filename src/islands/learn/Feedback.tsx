/**
 * Why an answer is not right, in the page language, with a link to the rule
 * on the game page: the engine's sentence for its own refusals, ours for the
 * lesson's.
 */
import { lookup, type GameId } from '../../engine/core/game';
import { explain, type RuleNames, type ViolationMessages } from '../../i18n/islands';
import { learnSentence, LEARN } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import type { Miss } from '../../learn/types';

export function ruleHref(lang: Lang, game: GameId, rule: string): string {
  return `/${lang}/${game}/#${rule}`;
}

export function RuleLink({ lang, game, rule, ruleNames }: { lang: Lang; game: GameId; rule: string; ruleNames: RuleNames }) {
  const name = lookup(ruleNames, rule)?.[lang] ?? rule;
  return (
    <a href={ruleHref(lang, game, rule)} data-rule-link={rule}>
      {LEARN[lang].rule}: {name}
    </a>
  );
}

export function MissNote({ misses, lang, game, ruleNames, messages }: { misses: readonly Miss[]; lang: Lang; game: GameId; ruleNames: RuleNames; messages: ViolationMessages }) {
  return (
    <div class="learn-miss" data-testid="miss">
      {misses.map((m) => (
        <p data-rule={m.rule || undefined} data-code={m.code}>
          {m.by === 'engine' ? explain(messages, m.code, m.params, lang) : learnSentence(m.code, m.params, lang)}
          {m.rule && (
            <>
              {' '}
              <RuleLink lang={lang} game={game} rule={m.rule} ruleNames={ruleNames} />
            </>
          )}
        </p>
      ))}
    </div>
  );
}
