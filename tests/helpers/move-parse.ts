/**
 * The parse errors a reader can meet are the move parser's (the move field; the islands read no positions, and a link
 * that does not read gets the link's own notice), so the pages carry a sentence for those codes alone. These checks
 * hold each game's list of them to what parseMove does: every listed code is returned for some typed text (no
 * sentence the page carries for nothing), and no text, however odd, gets a code outside the list (none without its
 * sentence; parseMove's type says the same, this holds it at run time too).
 */
import { expect } from 'vitest';
import fc from 'fast-check';

interface ParseOutcome {
  ok: boolean;
  error?: { code: string };
}

export function expectMoveParseCodes(parseMove: (text: string) => ParseOutcome, codes: readonly string[], samples: Readonly<Record<string, string>>, words: readonly string[]): void {
  expect(Object.keys(samples).sort(), 'one sample text per listed code').toEqual([...codes].sort());
  for (const [code, text] of Object.entries(samples)) {
    const r = parseMove(text);
    expect(r.ok ? 'ok' : r.error!.code, `parseMove(${JSON.stringify(text)})`).toBe(code);
  }
  const listed = new Set(codes);
  const soup = fc.array(fc.constantFrom(...words, ' ', '|', '/', '=', '@', ';', ',', ':', '1', '-', 'x'), { maxLength: 8 });
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: 40 }), soup.map((t) => t.join(' ')), soup.map((t) => t.join(''))), (text) => {
      const r = parseMove(text);
      if (!r.ok) expect(listed.has(r.error!.code), `${r.error!.code} from ${JSON.stringify(text)}`).toBe(true);
    }),
    { numRuns: 3000, seed: 38 },
  );
}
