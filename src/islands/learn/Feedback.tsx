/**
 * Why an answer is not right, in the page language, with a link to the rule
 * on the game page: the engine's sentence for its own refusals, ours for the
 * lesson's.
 */
import { lookup, type GameId } from '../../engine/core/game';
import type { RuleNames, ViolationMessages } from '../../i18n/islands';
import { learnSentence, LEARN, type CardNamer, type LearnSentences } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import type { Miss } from '../../learn/types';
import { ruleHref } from '../../lib/game-parts';


export function RuleLink({ lang, game, rule, ruleNames }: { lang: Lang; game: GameId; rule: string; ruleNames: RuleNames }) {
  const name = lookup(ruleNames, rule)?.[lang] ?? rule;
  return (
    <a href={ruleHref(lang, game, rule)} data-rule-link={rule}>
      {LEARN[lang].rule}: {name}
    </a>
  );
}

interface MissProps {
  misses: readonly Miss[];
  lang: Lang;
  game: GameId;
  ruleNames: RuleNames;
  messages: ViolationMessages;
  learn: LearnSentences;
  name: CardNamer;
}

export function MissNote({ misses, lang, game, ruleNames, messages, learn, name }: MissProps) {
  return (
    <div class="learn-miss" data-testid="miss">
      {misses.map((m, i) => (
        <p data-rule={m.rule || undefined} data-code={m.code}>
          {m.by === 'engine' ? (lookup(messages, m.code)?.[lang](m.params) ?? LEARN[lang].breaksRule) : learnSentence(learn, m.code, m.params, lang, name)}
          {m.rule && !misses.slice(0, i).some((x) => x.rule === m.rule) && (
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
