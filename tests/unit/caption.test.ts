/**
 * Glossary terms in worked-example captions (issue 14.3): `[[id|words]]`
 * becomes the same explanation as <Term> on the page; everything else stays
 * text. (preact-render-to-string comes with @astrojs/preact, which renders
 * the islands at build time the same way.)
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Caption, captionParts, plainCaption } from '../../src/islands/shared/Caption';
import { GLOSSARY, glossaryEntry } from '../../src/learn/glossary';
import { CONQUIAN_RULE_NAMES } from '../../src/i18n/conquian';
import { CONQUIAN_KIT } from '../../src/islands/conquian/kit';
import { ROMME_EXAMPLE_KIT } from '../../src/islands/romme/exampleKit';
import { QUINCUNX_KIT } from '../../src/islands/quincunx/exampleKit';
import { GONGOR_WHIST_KIT } from '../../src/islands/gongor-whist/exampleKit';

const render = (text: string, lang: 'de' | 'en' = 'de') =>
  renderToString(h(Caption, { text, lang, game: 'conquian', ruleNames: CONQUIAN_RULE_NAMES, idBase: 'cq-x-term', glossary: GLOSSARY }));

describe('example captions with glossary terms', () => {
  it('reads markers, keeps the rest as text, and shows a marker with an unknown id as its words', () => {
    const set = glossaryEntry('set')!;
    expect(captionParts('B legt einen [[set|Satz]] aus.', GLOSSARY)).toEqual([{ text: 'B legt einen ' }, { entry: set, words: 'Satz' }, { text: ' aus.' }]);
    expect(captionParts('[[nope|Wort]] und [[run|Folge]]', GLOSSARY)).toEqual([{ text: 'Wort' }, { text: ' und ' }, { entry: glossaryEntry('run'), words: 'Folge' }]);
    expect(captionParts('[[set|]] [x|y] [[Set|Satz]]', GLOSSARY)).toEqual([{ text: '[[set|]] [x|y] [[Set|Satz]]' }]);
    // a kit without the glossary: the words, plainly
    expect(captionParts('Ein [[set|Satz]].', [])).toEqual([{ text: 'Ein ' }, { text: 'Satz' }, { text: '.' }]);
    expect(plainCaption('Ein [[set|Satz]] und eine [[run|Folge]].')).toBe('Ein Satz und eine Folge.');
  });

  it('renders the explanation like <Term>: the word links to the glossary, the tip names the rule and is described by id', () => {
    const html = render('Ein [[set|Satz]] aus drei Dreien.');
    const set = glossaryEntry('set')!;
    expect(html).toContain('<span class="term" data-term="set"><a class="term__word" href="/de/glossary/#set" aria-describedby="cq-x-term-1">Satz</a>');
    expect(html).toContain(`id="cq-x-term-1" data-pagefind-ignore`);
    expect(html).toContain(set.words.de.text);
    expect(html).toContain(`href="/de/conquian/#combinations">${CONQUIAN_RULE_NAMES.combinations!.de}</a>`);
    // only this game's rule sections: "set" also links to Rommé's
    expect(html).not.toContain('/de/romme/');
    expect(render('A [[set|set]].', 'en')).toContain('href="/en/glossary/#set"');
  });

  it('never turns caption text into markup', () => {
    const html = render('<img src=x onerror=alert(1)> [[set|<b>Satz</b>]]');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
  });

  it('every marker in the example captions names a glossary entry, and a kit whose captions mark terms passes the glossary', () => {
    for (const kit of [CONQUIAN_KIT, ROMME_EXAMPLE_KIT, QUINCUNX_KIT, GONGOR_WHIST_KIT]) {
      for (const lang of ['de', 'en'] as const) {
        for (const ex of Object.values(kit.text[lang])) {
          for (const c of [ex.intro ?? '', ...ex.steps]) {
            const ids = [...c.matchAll(/\[\[([^|\]]*)\|/g)].map((m) => m[1]!);
            for (const id of ids) expect(glossaryEntry(id), `${lang}: ${c}`).toBeDefined();
            if (ids.length) expect(kit.glossary, `${kit.prefix}: captions mark terms, so the kit passes glossary: GLOSSARY`).toBe(GLOSSARY);
          }
        }
      }
    }
  });
});
