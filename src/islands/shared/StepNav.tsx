/**
 * Step navigation for a worked example: Start / Back / "Step i of n" / Next,
 * the current step's caption, and a list of all steps to jump to.
 */
import { ISLAND, type RuleNames } from '../../i18n/islands';
import { Caption, plainCaption, type CaptionTerms } from './Caption';
import type { Lang } from '../../i18n/ui';

interface Props {
  lang: Lang;
  step: number;
  total: number;
  onGo: (n: number) => void;
  /** Caption of the current step (step 0: the starting position). */
  caption: string;
  /** Label of each step in the list (the move as notation, say) and its caption. */
  items: readonly { label: string; caption: string }[];
  /** Extra state to leave with "Start" (e.g. moves of the reader's own). */
  dirty?: boolean;
  /** Glossary terms marked in the captions ([[id|words]], Caption.tsx): their explanations (from the page) and this game's rule names; ids start with idBase. */
  terms: { ruleNames: RuleNames; idBase: string; terms?: CaptionTerms };
}

export function StepNav({ lang, step, total, onGo, caption, items, dirty = false, terms }: Props) {
  const t = ISLAND[lang];
  return (
    <>
      <div class="step-nav">
        <button type="button" aria-label={t.start} onClick={() => onGo(0)} disabled={step === 0 && !dirty}>
          <span aria-hidden="true">«</span><span class="step-nav__word" aria-hidden="true"> {t.start}</span>
        </button>
        <button type="button" aria-label={t.back} onClick={() => onGo(Math.max(0, step - 1))} disabled={step === 0}>
          <span aria-hidden="true">‹</span><span class="step-nav__word" aria-hidden="true"> {t.back}</span>
        </button>
        <span aria-live="polite" data-testid="step-label" class="step-nav__label">{t.step(step, total)}</span>
        <button type="button" aria-label={t.forward} onClick={() => onGo(Math.min(total, step + 1))} disabled={step === total}>
          <span class="step-nav__word" aria-hidden="true">{t.forward} </span><span aria-hidden="true">›</span>
        </button>
      </div>
      <p class="step-caption" data-testid="caption"><Caption text={caption} lang={lang} {...terms} /></p>
      <details class="step-list">
        <summary>{t.steps}</summary>
        <ol>
          {items.map((s, i) => (
            <li>
              <button type="button" class="step-link" aria-current={step === i + 1 ? 'step' : undefined} onClick={() => onGo(i + 1)}>
                <code>{s.label}</code>
              </button>{' '}
              {plainCaption(s.caption)}
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
