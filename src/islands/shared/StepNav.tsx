/**
 * Step navigation for a worked example: Start / Back / "Step i of n" / Next
 * and the current step's caption (StepNav), and the list of all steps to jump
 * to (StepList), which the island places after the engine's notes: on a phone
 * the list comes last on the screen, and the keyboard meets it last too.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { ISLAND, type RuleNames } from '../../i18n/islands';
import { Caption, plainCaption, type CaptionTerms } from './Caption';
import type { Lang } from '../../i18n/ui';

interface ListProps {
  lang: Lang;
  step: number;
  onGo: (n: number) => void;
  /** Label of each step in the list (the move as notation, say) and its caption: asked for only where the list is built. */
  items: () => readonly { label: string; caption: string }[];
}

/**
 * The list of all steps, each a button to jump to it; the current one marked. The server builds it (it is how a
 * reader without JavaScript reads the whole example, and what the search indexes); a browser keeps that list as
 * it is: Preact leaves an element given `dangerouslySetInnerHTML` alone while it hydrates (and after, while the
 * value stays the same), the current step is marked on it and its buttons' clicks are heard on the list. So an
 * example's hydration costs neither its steps' labels nor the replay of every step they are read from (the Rommé
 * examples: about a fifth of each island's first render). Example islands are always hydrated from the server's
 * HTML (tests/e2e: every example's list has its steps once hydrated).
 */
export function StepList({ lang, step, onGo, items }: ListProps) {
  const list = useRef<HTMLOListElement>(null);
  const buttons = () => [...(list.current?.querySelectorAll('.step-link') ?? [])];
  useLayoutEffect(() => buttons().forEach((b, i) => (i + 1 === step ? b.setAttribute('aria-current', 'step') : b.removeAttribute('aria-current'))));
  return (
    <details class="step-list">
      <summary>{ISLAND[lang].steps}</summary>
      {typeof document === 'undefined' ? (
        <ol>
          {items().map((s, i) => (
            <li>
              <button type="button" class="step-link">
                <code>{s.label}</code>
              </button>{' '}
              {plainCaption(s.caption)}
            </li>
          ))}
        </ol>
      ) : (
        <ol
          ref={list}
          dangerouslySetInnerHTML={KEPT}
          onClick={(e) => {
            const i = buttons().indexOf((e.target as Element).closest('.step-link')!);
            if (i >= 0) onGo(i + 1);
          }}
        />
      )}
    </details>
  );
}

/** The step list's content in a browser: the server's, kept (StepList). */
const KEPT = { __html: '' };

interface Props {
  lang: Lang;
  step: number;
  total: number;
  onGo: (n: number) => void;
  /** Caption of the current step (step 0: the starting position). */
  caption: string;
  /** Extra state to leave with "Start" (e.g. moves of the reader's own). */
  dirty?: boolean;
  /** Glossary terms marked in the captions ([[id|words]], Caption.tsx): their explanations (from the page) and this game's rule names; ids start with idBase. */
  terms: { ruleNames: RuleNames; idBase: string; terms?: CaptionTerms };
}

export function StepNav({ lang, step, total, onGo, caption, dirty = false, terms }: Props) {
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
    </>
  );
}
