// Card faces (src/components/cards/Card.tsx): one element per card with its accessible
// name, a size class of at least 40 px, and only classes that src/styles/cards.css defines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { h, type VNode } from 'preact';
import { CardFace, DecktetCardFace, FrenchCardFace, InlineCard, sizeClass } from '../../src/components/cards/Card';
import { rommePack } from '../../src/engine/cards/french';
import { extendedDecktet, decktetInfo } from '../../src/engine/cards/decktet';
import { decktetCardLabel, decktetCardName, frenchCardName } from '../../src/i18n/cards';

type Props = Record<string, unknown> & { class: string; children?: unknown };
const LANGS = ['de', 'en'] as const;
const WIDTHS = [20, 26, 30, 34, 40, 44, 48, 52, 56, 60, 64, 90];
const css = readFileSync(new URL('../../src/styles/cards.css', import.meta.url), 'utf8');
const defined = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!));

/** The element a face component renders (faces are plain function components). */
function face(vnode: VNode<any>): { type: unknown; props: Props } {
  let el: VNode<any> = vnode;
  while (typeof el.type === 'function') el = (el.type as (p: unknown) => VNode)(el.props);
  return { type: el.type, props: el.props as Props };
}

describe('card faces', () => {
  it('size classes: 40 px at least (legible on a 360 px screen), 64 px at most, steps of 4 px', () => {
    expect(WIDTHS.map(sizeClass)).toEqual(['w40', 'w40', 'w40', 'w40', 'w40', 'w44', 'w48', 'w52', 'w56', 'w60', 'w64', 'w64']);
    expect(sizeClass(42)).toBe('w44');
    expect(sizeClass(41)).toBe('w40');
  });

  it('every French card in both languages: one element, role img, its name, its code, the rank as its only content', () => {
    for (const lang of LANGS)
      for (const code of rommePack())
        for (const width of [26, 40, 52]) {
          const { type, props } = face(h(FrenchCardFace, { code, lang, width }));
          expect(type).toBe('span');
          expect(props.role).toBe('img');
          expect(props['aria-label']).toBe(frenchCardName(lang, code));
          expect(props['data-card']).toBe(code);
          expect(props.class.split(' ')).toContain(sizeClass(width));
          expect(typeof props.children).toBe('string'); // no nested elements
          const rank = code.startsWith('Jk') ? '★' : code.replace(/[cshd]'?$/, '');
          const shown = lang === 'de' ? rank.replace('J', 'B').replace('Q', 'D') : rank;
          expect(props.children).toBe(shown);
        }
  });

  it('every Decktet card in both languages: its full label as name and tooltip, its suits in order, its name shown from 52 px', () => {
    for (const lang of LANGS)
      for (const code of extendedDecktet())
        for (const width of [40, 48, 52, 56]) {
          const info = decktetInfo(code)!;
          const { props } = face(h(DecktetCardFace, { code, lang, width }));
          expect(props.role).toBe('img');
          expect(props.title).toBe(decktetCardLabel(lang, code));
          expect(props['data-card']).toBe(code);
          const cls = props.class.split(' ');
          expect(cls.filter((c) => /^[abc]-/.test(c))).toEqual(info.suits.map((s, i) => `${'abc'[i]}-${s}`));
          expect(cls).toContain(info.kind === 'excuse' ? 'dx' : `d${info.suits.length}`);
          if (width >= 52) expect(String(props['data-n']).replace('\u00ad', '')).toBe(decktetCardName(lang, code));
          else expect(props['data-n']).toBeUndefined();
          expect(typeof props.children).toBe('string');
        }
  });

  it('a Decktet face whose caller writes the name itself (named: false) leaves its own off, so no card is named twice', () => {
    for (const lang of LANGS) for (const code of extendedDecktet()) expect(face(h(DecktetCardFace, { code, lang, width: 56, named: false })).props['data-n']).toBeUndefined();
  });

  it('uses only classes the card stylesheet defines', () => {
    const used = new Set<string>();
    for (const lang of LANGS)
      for (const code of [...rommePack(), ...extendedDecktet()])
        for (const width of WIDTHS) for (const c of face(h(CardFace, { code, lang, width })).props.class.split(' ')) used.add(c);
    const missing = [...used].filter((c) => !defined.has(c));
    expect(missing).toEqual([]);
  });

  it('an unknown code shows the code itself, not an empty face', () => {
    const { props } = face(h(CardFace, { code: 'Zz', lang: 'en' }));
    expect(props.class).toContain('card--bad');
    expect(props.children).toBe('Zz');
  });

  it('inline Decktet cards draw their suit glyphs with classes the stylesheet defines', () => {
    const { props } = face(h(InlineCard, { code: 'PMYK', lang: 'en' }));
    const glyphs = ((props.children as VNode[])[0]!.props as { children: VNode[][] }).children[0]!;
    expect(glyphs.map((g) => (g.props as Props).class)).toEqual(['ig a-M', 'ig a-Y', 'ig a-K']);
    for (const c of ['ig', 'a-M', 'a-Y', 'a-K']) expect(defined.has(c)).toBe(true);
  });
});
