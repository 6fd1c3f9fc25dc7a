/**
 * A worked example's caption, which may name glossary terms (issue 14.3).
 * Caption strings stay plain text with one small convention: `[[id|words]]`
 * shows `words` as a glossary term, explained on hover, focus and tap like
 * <Term> in the page text (src/components/Term.astro, whose script and
 * styles the game pages carry). Everything else is text: Preact escapes it,
 * so a caption can never inject markup; a marker naming no glossary entry
 * shows its words plainly. In the list of steps (buttons beside it) a
 * caption is shown as plain text: `plainCaption`.
 *
 * The explanations come from the glossary (src/learn/glossary.ts), which a
 * game's example kit passes in (`glossary: GLOSSARY`) once its captions carry
 * markers: about 4 kB gzipped of island code, so no game pays for it before
 * it uses it. Without it a marker shows its words plainly
 * (tests/unit/caption.test.ts holds every kit with markers to passing it).
 */
import type { GlossaryEntry } from '../../learn/glossary';
import type { RuleNames } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';

const MARKER = /\[\[([a-z0-9-]+)\|([^\]|]+)\]\]/g;

/** One caption as text and terms (those `glossary` holds), in order. */
export function captionParts(text: string, glossary: readonly GlossaryEntry[]): ({ text: string } | { entry: GlossaryEntry; words: string })[] {
  const out: ({ text: string } | { entry: GlossaryEntry; words: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const entry = glossary.find((g) => g.id === m[1]);
    out.push(entry ? { entry, words: m[2]! } : { text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The caption's words without markers. */
export const plainCaption = (text: string): string => text.replace(MARKER, '$2');

interface Props {
  text: string;
  lang: Lang;
  /** The game whose rule sections the explanation links to (the page's own game). */
  game: string;
  ruleNames: RuleNames;
  /** Unique on the page: the explanations' ids are built from it. */
  idBase: string;
  /** The glossary (from the game's kit); none: markers show their words plainly. */
  glossary?: readonly GlossaryEntry[];
}

export function Caption({ text, lang, game, ruleNames, idBase, glossary = [] }: Props) {
  return (
    <>
      {captionParts(text, glossary).map((p, i) => {
        if ('text' in p) return p.text;
        const { entry } = p;
        const w = entry.words[lang];
        const tip = `${idBase}-${i}`;
        const glossary = `/${lang}/glossary/#${entry.id}`;
        return (
          <span class="term" data-term={entry.id}>
            <a class="term__word" href={glossary} aria-describedby={tip}>{p.words}</a>
            <span class="term__tip" id={tip} data-pagefind-ignore>
              <strong>{w.term}:</strong> {w.text}{' '}
              <span class="term__links">
                {entry.links.filter((l) => l.page === game && ruleNames[l.anchor]).map((l) => <a href={`/${lang}/${l.page}/#${l.anchor}`}>{ruleNames[l.anchor]![lang]}</a>)}
                <a href={glossary}>{lang === 'de' ? 'Glossar' : 'Glossary'}</a>
              </span>
            </span>
          </span>
        );
      })}
    </>
  );
}
