/**
 * Glossary terms in worked-example captions (issue 14.3): `[[id|words]]`
 * becomes the same explanation as <Term> on the page; everything else stays
 * text. The explanations are resolved at build time (src/learn/caption-terms.ts)
 * and reach each island as its prop `terms`, so the glossary stays out of the
 * island code. (preact-render-to-string comes with @astrojs/preact, which
 * renders the islands at build time the same way.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Caption, captionParts, markedIds, plainCaption, type CaptionTerms } from '../../src/islands/shared/Caption';
import { captionTermsOf, exampleTerms, exampleTexts } from '../../src/learn/caption-terms';
import { glossaryEntry } from '../../src/learn/glossary';
import { CONQUIAN_RULE_NAMES } from '../../src/i18n/conquian';
import { GAME_IDS } from '../../src/engine/core/game';
import { GAME_ANCHORS } from '../../src/lib/island-anchors.mjs';

const LANGS = ['de', 'en'] as const;
/** The games with worked examples (those whose anchors name an example island), and that island. */
const WITH_EXAMPLES = GAME_ANCHORS.flatMap((g) => Object.keys(g.examples).map((component) => ({ game: g.game as (typeof GAME_IDS)[number], component })));

const SET_DE: CaptionTerms = exampleTerms('conquian', 'de', { title: '', steps: ['Ein [[set|Satz]] und eine [[run|Folge]].'] })!;
const render = (text: string, lang: 'de' | 'en' = 'de', terms: CaptionTerms | undefined = exampleTerms('conquian', lang, { title: '', steps: [text] })) =>
  renderToString(h(Caption, { text, lang, ruleNames: CONQUIAN_RULE_NAMES, idBase: 'cq-x-term', terms }));

describe('example captions with glossary terms', () => {
  it('resolves an example\'s markers at build time: the term and explanation in the page language, this game\'s rule ids only', () => {
    const set = glossaryEntry('set')!;
    expect(SET_DE).toEqual({
      set: { term: set.words.de.term, text: set.words.de.text, rules: ['combinations'] },
      // with Conquian's own note, not Rommé's ("all of different suits")
      run: { term: 'Folge', text: `${glossaryEntry('run')!.words.de.text} Im Conquian folgt der Bube direkt auf die 7.`, rules: ['sequence-order'] },
    });
    // "set" links to Rommé's sets as well; on a Rommé page only that one, with Rommé's note
    expect(exampleTerms('romme', 'en', { title: '', intro: 'A [[set|set]].', steps: [] })).toEqual({ set: { term: 'Set', text: `${set.words.en.text} In Rommé all of different suits.`, rules: ['sets'] } });
    // a term with no rule section on this page ("decktet" links to the decks page): no rule links, the glossary link remains
    expect(exampleTerms('quincunx', 'de', { title: '', steps: ['Das [[decktet|Decktet]].'] })!.decktet!.rules).toBeUndefined();
    expect(exampleTerms('conquian', 'de', { title: '', steps: ['Kein Marker.'] })).toBeUndefined();
    expect(() => exampleTerms('conquian', 'de', { title: '', steps: ['[[nope|Wort]]'] })).toThrow(/nope/);
    expect(markedIds(['[[set|a]] [[run|b]]', '[[set|c]]'])).toEqual(['set', 'run']);
  });

  it('reads markers, keeps the rest as text, and shows a marker whose term it was not given as its words', () => {
    expect(captionParts('B legt einen [[set|Satz]] aus.', SET_DE)).toEqual([{ text: 'B legt einen ' }, { id: 'set', term: SET_DE.set, words: 'Satz' }, { text: ' aus.' }]);
    expect(captionParts('[[stock|Stapel]] und [[run|Folge]]', SET_DE)).toEqual([{ text: 'Stapel' }, { text: ' und ' }, { id: 'run', term: SET_DE.run, words: 'Folge' }]);
    expect(captionParts('[[set|]] [x|y] [[Set|Satz]]', SET_DE)).toEqual([{ text: '[[set|]] [x|y] [[Set|Satz]]' }]);
    // "toString" and the like are no terms
    expect(captionParts('[[constructor|Wort]]', SET_DE)).toEqual([{ text: 'Wort' }]);
    // an island given no terms: the words, plainly
    expect(captionParts('Ein [[set|Satz]].')).toEqual([{ text: 'Ein ' }, { text: 'Satz' }, { text: '.' }]);
    expect(plainCaption('Ein [[set|Satz]] und eine [[run|Folge]].')).toBe('Ein Satz und eine Folge.');
  });

  it('renders the explanation like <Term>: the word links to the glossary, the tip names the rule and is described by id', () => {
    const html = render('Ein [[set|Satz]] aus drei Dreien.');
    const set = glossaryEntry('set')!;
    expect(html).toContain('<span class="term" data-term="set"><a class="term__word" href="/de/glossary/#set" aria-describedby="cq-x-term-1">Satz</a>');
    expect(html).toContain(`id="cq-x-term-1" data-pagefind-ignore`);
    expect(html).toContain(`<strong>${set.words.de.term}:</strong> ${set.words.de.text}`);
    expect(html).toContain(`href="#combinations">${CONQUIAN_RULE_NAMES.combinations!.de}</a>`);
    expect(html).not.toContain('romme');
    const en = render('A [[set|set]].', 'en');
    expect(en).toContain('href="/en/glossary/#set"');
    expect(en).toContain(`<strong>Set:</strong> ${set.words.en.text}`);
    // an island given no terms shows the words plainly
    expect(renderToString(h(Caption, { text: 'Ein [[set|Satz]].', lang: 'de', ruleNames: CONQUIAN_RULE_NAMES, idBase: 'x' }))).toBe('Ein Satz.');
  });

  it('never turns caption text into markup', () => {
    const html = render('<img src=x onerror=alert(1)> [[set|<b>Satz</b>]]');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
  });

  it('every marker in the example captions names a glossary entry, and every game marks terms in both languages', () => {
    expect(WITH_EXAMPLES.length).toBeGreaterThan(0);
    for (const { game } of WITH_EXAMPLES) {
      for (const lang of LANGS) {
        let marked = 0;
        for (const [id, ex] of Object.entries(exampleTexts(game, lang))) {
          const ids = markedIds([ex.intro ?? '', ...ex.steps]);
          for (const t of ids) expect(glossaryEntry(t), `${game} ${lang} ${id}: [[${t}|…]]`).toBeDefined();
          // a marker never hides a word: what is read is the caption without its markers
          for (const c of [ex.intro ?? '', ...ex.steps]) expect(plainCaption(c)).not.toMatch(/\[\[|\]\]/);
          if (ids.length) marked++;
        }
        expect(marked, `${game} ${lang}: examples whose captions mark terms`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('every example island on a game page gets its own example\'s terms from the page', () => {
    for (const { game, component } of WITH_EXAMPLES) {
      for (const lang of LANGS) {
        const mdx = readFileSync(`content/${lang}/${game}.mdx`, 'utf8');
        expect(mdx, `${lang}/${game}.mdx`).toContain(`export const captionTerms = captionTermsOf('${game}', '${lang}');`);
        const lines = mdx.split('\n').filter((l) => l.startsWith(`<${component} `));
        expect(lines.length, `${lang}/${game}.mdx`).toBeGreaterThan(0);
        for (const l of lines) {
          const ex = /\bexample="([^"]+)"/.exec(l)?.[1];
          expect(l, `${lang}/${game}.mdx`).toContain(`terms={captionTerms["${ex}"]}`);
        }
        // and the terms are those the example's captions mark
        for (const [id, terms] of Object.entries(captionTermsOf(game, lang))) {
          const ex = exampleTexts(game, lang)[id]!;
          expect(Object.keys(terms ?? {}), `${game} ${lang} ${id}`).toEqual(markedIds([ex.intro ?? '', ...ex.steps]));
        }
      }
    }
  });
});
