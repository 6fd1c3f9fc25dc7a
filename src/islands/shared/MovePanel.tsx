/**
 * "Try it": the engine's legal moves as buttons, a field for a move typed in
 * the game's notation, and the explanation when the engine refuses it. The
 * panel never judges a move itself; `play` asks the engine.
 */
import { useState } from 'preact/hooks';
import type { ParseError, Violation } from '../../engine/core/result';
import { ISLAND, explainParse, type ParseMessages, type RuleNames, type ViolationMessages } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { useOpen } from './Fold';
import { ViolationNote } from './ViolationNote';

export type PlayOutcome = { ok: true } | { ok: false; violation: Violation } | { ok: false; parseError: ParseError };

interface Props {
  lang: Lang;
  /** Legal moves in notation, as the engine lists them. */
  legal: readonly string[];
  /** A legal move in the page's words (the notation stays beside it, small: it is what the field below takes). */
  label?: (move: string) => string;
  play: (text: string) => PlayOutcome;
  ruleNames: RuleNames;
  messages: ViolationMessages;
  /** Sentences for the game's parse-error codes (a generic sentence otherwise). */
  parseMessages?: ParseMessages;
  /** Summary line of the panel (who is to act, say). */
  summary: string;
  /** Example of the notation shown next to the input. */
  hint: string;
  open?: boolean;
  /**
   * Out of sight while the reader has no move (the computer's turn): hidden, not taken away, so a panel the reader
   * opened stays open, with what they typed.
   */
  hidden?: boolean;
  /** How many legal moves to show as buttons (the rest can be typed). */
  max?: number;
  /** In a worked example: the reader's own moves so far, and the way back to the example's step. */
  ownMoves?: readonly string[];
  onBackToExample?: () => void;
}

export function MovePanel({ lang, legal, label, play, ruleNames, messages, parseMessages, summary, hint, open = false, hidden, max = 60, ownMoves = [], onBackToExample }: Props) {
  const t = ISLAND[lang];
  const [input, setInput] = useState('');
  const [refused, setRefused] = useState<Violation | null>(null);
  const [unreadable, setUnreadable] = useState<ParseError | null>(null);
  // The legal moves and the field are there only while the panel is open: a closed panel costs a render no
  // work and the page no elements, and a field in a closed <details> costs a whole-page layout once the page is
  // parsed (tests/helpers/closed-controls.mjs says why). useOpen also counts a panel opened before hydration.
  const [shown, panel, onToggle] = useOpen();
  const isOpen = open || ownMoves.length > 0;
  const attempt = (text: string) => {
    const r = play(text);
    setRefused(!r.ok && 'violation' in r ? r.violation : null);
    setUnreadable(!r.ok && 'parseError' in r ? r.parseError : null);
    if (r.ok) setInput('');
  };
  return (
    <details ref={panel} class="move-panel" open={isOpen} hidden={hidden} onToggle={onToggle}>
      <summary>{summary}</summary>
      {ownMoves.length > 0 && (
        <p>
          {t.yourMoves}: <code>{ownMoves.join('; ')}</code>{' '}
          {onBackToExample && <button type="button" onClick={onBackToExample}>{t.backToExample}</button>}
        </p>
      )}
      {(shown || isOpen) && legal.length > 0 && (
        <ul class="move-panel__legal" aria-label={t.legal}>
          {legal.slice(0, max).map((m) => {
            const words = label?.(m);
            return (
              <li>
                <button type="button" onClick={() => attempt(m)}>
                  {words && words !== m ? <>{words} <code class="move-panel__code">{m}</code></> : <code>{m}</code>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(shown || isOpen) && (
        <form onSubmit={(e) => { e.preventDefault(); attempt(input); }}>
          <label>
            {t.tryIt} <span class="hint">({hint})</span>{' '}
            <input value={input} onInput={(e) => setInput((e.currentTarget as HTMLInputElement).value)} size={28} autocomplete="off" spellcheck={false} />
          </label>{' '}
          <button type="submit">{t.apply}</button>
        </form>
      )}
      {refused && <ViolationNote v={refused} lang={lang} ruleNames={ruleNames} messages={messages} />}
      {unreadable && <p class="error" role="alert" data-code={unreadable.code}>{explainParse(parseMessages, unreadable.code, unreadable.token, unreadable.position, lang)}</p>}
    </details>
  );
}
