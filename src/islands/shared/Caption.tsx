/**
 * A worked example's caption, which may name glossary terms (issue 14.3).
 * Caption strings stay plain text with one small convention: `[[id|words]]`
 * shows `words` as a glossary term, explained on hover, focus and tap like
 * <Term> in the page text (src/components/Term.astro, whose script and
 * styles the game pages carry). Everything else is text: Preact escapes it,
 * so a caption can never inject markup; a marker whose id `terms` lacks
 * shows its words plainly. In the list of steps (buttons beside it) and in
 * print a caption is shown as plain text: `plainCaption`.
 *
 * The explanations are not in the island code: the page resolves the
 * example's markers at build time (src/learn/caption-terms.ts) and passes
 * only those terms, in its language, as the island prop `terms`.
 */
import type { RuleNames } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';

/** What one marked term shows: the term, its explanation, and the rule ids of this game it links to. */
export interface CaptionTerm {
  readonly term: string;
  readonly text: string;
  readonly rules?: readonly string[];
}
/** The terms an example's captions mark, by glossary id, in the page language. */
export type CaptionTerms = Readonly<Record<string, CaptionTerm>>;

const MARKER = /\[\[([a-z0-9-]+)\|([^\]|]+)\]\]/g;

type Part = { text: string } | { id: string; term: CaptionTerm; words: string };

/** One caption as text and terms (those `terms` holds), in order. */
export function captionParts(text: string, terms: CaptionTerms = {}): Part[] {
  const out: Part[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const term = Object.hasOwn(terms, m[1]!) ? terms[m[1]!] : undefined;
    out.push(term ? { id: m[1]!, term, words: m[2]! } : { text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The glossary ids the markers in these captions name, in order of first use. */
export const markedIds = (captions: readonly string[]): string[] => [...new Set(captions.flatMap((c) => [...c.matchAll(MARKER)].map((m) => m[1]!)))];

/** The caption's words without markers. */
export const plainCaption = (text: string): string => text.replace(MARKER, '$2');

interface Props {
  text: string;
  lang: Lang;
  ruleNames: RuleNames;
  /** Unique on the page: the explanations' ids are built from it. */
  idBase: string;
  /** The example's terms (from the page); none: markers show their words plainly. */
  terms?: CaptionTerms;
}

export function Caption({ text, lang, ruleNames, idBase, terms }: Props) {
  return (
    <>
      {captionParts(text, terms).map((p, i) => {
        if ('text' in p) return p.text;
        const tip = `${idBase}-${i}`;
        const glossary = `/${lang}/glossary/#${p.id}`;
        return (
          <span class="term" data-term={p.id}>
            <a class="term__word" href={glossary} aria-describedby={tip}>{p.words}</a>
            <span class="term__tip" id={tip} data-pagefind-ignore>
              <strong>{p.term.term}:</strong> {p.term.text}{' '}
              <span class="term__links">
                {(p.term.rules ?? []).filter((r) => ruleNames[r]).map((r) => <a href={`#${r}`}>{ruleNames[r]![lang]}</a>)}
                <a href={glossary}>{lang === 'de' ? 'Glossar' : 'Glossary'}</a>
              </span>
            </span>
          </span>
        );
      })}
    </>
  );
}
