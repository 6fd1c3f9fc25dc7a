// This site's <astro-island> (src/lib/island-element.ts) reads the props Astro writes: for any props made of plain
// values, objects and arrays, decoding Astro's own encoding (astro/runtime/server/serialize.js) gives them back.
import fc from 'fast-check';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/lib/island-element';

const read = (props: Record<string, unknown>) => decode([0, JSON.parse(serializeProps(props, { displayName: 'Test', astroStaticSlot: true }))]);

describe('decode', () => {
  it("gives back what Astro encoded: the props this site's islands pass", () => {
    const props = { lang: 'de', seed: 'abc', hl: '3', n: 0, on: false, none: null, terms: { stock: { term: 'Stapel', tip: 'Die Karten' } }, cards: ['Kh', 'Qh'], rows: [[1, 2], []] };
    expect(read(props)).toEqual(props);
    // undefined is written [0] and read as undefined
    expect(read({ gone: undefined })).toEqual({ gone: undefined });
  });

  it('gives back any JSON props (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (props) => {
        expect(read(props)).toEqual(JSON.parse(JSON.stringify(props)));
      }),
    );
  });
});
