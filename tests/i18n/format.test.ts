import { describe, expect, it } from 'vitest';
import { endSentence } from '../../src/i18n/format';
import { PLAYER_REASONS, reasonText } from '../../src/i18n/players';

describe('endSentence', () => {
  it('adds one full stop where a sentence has none, and never a second', () => {
    expect(endSentence('Die nächste Karte vom Stapel aufdecken.')).toBe('Die nächste Karte vom Stapel aufdecken.');
    expect(endSentence('Sie passt zu nichts (Wertung: 50 %)')).toBe('Sie passt zu nichts (Wertung: 50 %).');
    expect(endSentence('Really?')).toBe('Really?');
    expect(endSentence('Warte …  ')).toBe('Warte …');
  });

  it('gives every Conquian and Quincunx reason exactly one closing full stop (the islands join it with a rule link)', () => {
    const params = { card: 'Kh', cards: ['Kh', 'Qh'], chance: 50, points: 3, cell: 0, n: 1 };
    for (const game of ['conquian', 'quincunx'] as const) for (const lang of ['de', 'en'] as const) {
      for (const code of [...Object.keys(PLAYER_REASONS[game]), 'only-move']) {
        const s = endSentence(reasonText(game, { code, params } as never, lang));
        expect(s, `${lang} ${code}: ${s}`).not.toMatch(/\.\.$/);
        expect(s).toMatch(/[.!?…]$/);
      }
    }
  });
});
