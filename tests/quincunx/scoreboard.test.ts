// The score sheet names a round's hand penalty only where there was one (a seat
// that had nothing left in hand read "Penalty: −0").
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Scoreboard } from '../../src/islands/quincunx/Scoreboard';
import { QUINCUNX } from '../../src/engine/quincunx/game';

describe('Quincunx score sheet', () => {
  for (const [lang, word] of [['de', 'Strafe'], ['en', 'Penalty']] as const) {
    it(`shows a penalty only for the seat that had one (${lang})`, () => {
      const s = QUINCUNX.setup({ players: 2 }, 'sheet');
      const state = { ...s, rounds: [{ ...s.rounds[0]!, points: [30, 25], penalties: [0, 7] }] };
      const html = renderToString(h(Scoreboard, { state, lang }));
      const cells = [...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]!);
      expect(cells[0]).not.toContain(word);
      expect(cells[1]).toContain(`${word}: −7`);
    });
  }
});
