import { ISLAND, explainParse } from '../../src/i18n/islands';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endSentence } from '../../src/i18n/format';
import { numberText } from '../../src/i18n/numbers';
import DE_GW from '../../src/i18n/de/gongor-whist.json';
import EN_GW from '../../src/i18n/en/gongor-whist.json';
import { PLAYER_REASONS, reasonText } from '../../src/i18n/players';
import { ownSentence, sayBeside, sayReason, sayWhy } from '../../src/i18n/reason-text';
import { GAME_IDS } from '../../src/engine/core/game';

describe('endSentence', () => {
  it('adds one full stop where a sentence has none, and never a second', () => {
    expect(endSentence('Die nächste Karte vom Stapel aufdecken.')).toBe('Die nächste Karte vom Stapel aufdecken.');
    expect(endSentence('Sie passt zu nichts (Wertung: 50 %)')).toBe('Sie passt zu nichts (Wertung: 50 %).');
    expect(endSentence('Really?')).toBe('Really?');
    expect(endSentence('Warte …  ')).toBe('Warte …');
  });

  it('ownSentence: a reason beside its move starts with a capital and ends with one full stop, in every game and language', () => {
    expect(ownSentence('die Karte, die am wenigsten helfen kann')).toBe('Die Karte, die am wenigsten helfen kann.');
    expect(ownSentence('Sie hilft nicht.')).toBe('Sie hilft nicht.');
    expect(ownSentence('♥7 passt.')).toBe('♥7 passt.');
    const params = { card: 'Kh', cards: ['Kh', 'Qh'], chance: 50, points: 3, cell: 'b2', n: 1, need: 1, value: 42, minimum: 40, count: 1, limit: 7, outs: 2 };
    for (const game of GAME_IDS) for (const lang of ['de', 'en'] as const) {
      const table = PLAYER_REASONS[game];
      for (const code of Object.keys(table)) {
        const s = ownSentence(sayBeside(table, { code, cards: params.cards, params }, lang));
        expect(s, `${game} ${lang} ${code}`).toMatch(/^\P{Ll}[^]*[.!?…]$/u);
        expect(s, `${game} ${lang} ${code}`).not.toMatch(/\.\.$/);
        // the rating's number and its per-cent sign never part at a line's end
        expect(s, `${game} ${lang} ${code}`).not.toMatch(/\d %/);
      }
    }
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

  it('a reason said as move and why reads "move: why", and the why alone is what a line naming the move adds', () => {
    const params = { card: 'Kh', cards: ['Kh', 'Qh'], points: 3, cell: 'b2', n: 1, need: 1, value: 42, minimum: 40, count: 1, limit: 7, draws: 1, outs: 2 };
    let pairs = 0;
    for (const game of GAME_IDS) for (const lang of ['de', 'en'] as const) {
      const table = PLAYER_REASONS[game];
      for (const [code, sentence] of Object.entries(table)) {
        const reason = { code, cards: params.cards, params };
        const said = sentence[lang](reason);
        const why = sayWhy(table, reason, lang, false);
        if (typeof said === 'string') {
          expect(why, `${game} ${lang} ${code}`).toBeNull();
          expect(sayReason(table, reason, lang, false)).toBe(said);
          continue;
        }
        pairs++;
        const [act, w] = said;
        expect(act.trim(), `${game} ${lang} ${code}: an act`).not.toBe('');
        expect(act, `${game} ${lang} ${code}: the act ends before the colon`).not.toMatch(/[.:]$/);
        expect(w.trim(), `${game} ${lang} ${code}: a why`).not.toBe('');
        expect(why).toBe(w);
        expect(sayReason(table, reason, lang, false)).toBe(`${act}: ${w}`);
      }
    }
    expect(pairs).toBeGreaterThan(30);
    // the rating goes inside the sentence, before its full stop ("nicht. (gewinnt …)." read oddly once a line ended),
    // after the why as after the whole sentence
    const pass = { code: 'pass', cards: ['4h'], params: { chance: 61 } };
    expect(sayReason(PLAYER_REASONS.conquian, pass, 'de')).toBe('Herz-Vier weitergeben: Sie hilft nicht (gewinnt 61\u00a0% der Probepartien des Computers).');
    expect(sayWhy(PLAYER_REASONS.conquian, pass, 'de')).toBe('Sie hilft nicht (gewinnt 61\u00a0% der Probepartien des Computers).');
    expect(sayWhy(PLAYER_REASONS.conquian, { code: 'turn' }, 'en')).toBeNull();
    const scores = { code: 'most-points', cards: ['1M'], params: { cell: 'b2', points: 5, draws: 0, chance: 72 } };
    expect(sayWhy(PLAYER_REASONS.quincunx, scores, 'de')).toBe('bringt 5 Punkte (gewinnt 72\u00a0% der Probepartien des Computers).');
    expect(sayWhy(PLAYER_REASONS.quincunx, scores, 'en')).toBe("it scores 5 points (wins 72% of the computer's trial games).");
    // a why without its own full stop gets the rating after it, and the line's endSentence the stop
    expect(sayWhy({ x: { de: () => ['A', 'weil'], en: () => ['A', 'because'] } }, { code: 'x', params: { chance: 50 } }, 'de')).toBe('weil (gewinnt 50\u00a0% der Probepartien des Computers)');
    // beside a line that names the move: the why, or the whole sentence where there is none
    expect(sayBeside(PLAYER_REASONS.conquian, pass, 'de')).toBe(sayWhy(PLAYER_REASONS.conquian, pass, 'de'));
    expect(sayBeside(PLAYER_REASONS.conquian, { code: 'turn' }, 'en')).toBe('Turn the next card of the stock.');
    expect(sayBeside(PLAYER_REASONS.romme, { code: 'go-out', cards: ['4h'] }, 'de')).toBe(sayReason(PLAYER_REASONS.romme, { code: 'go-out', cards: ['4h'] }, 'de'));
    expect(sayWhy(PLAYER_REASONS.conquian, { code: 'no-such-code' }, 'en')).toBeNull();
  });
});

describe('a rule named in a link', () => {
  it('takes the inner quotes for quotes of its own name', () => {
    expect(ISLAND.de.ruleNamed('Rommé „mit 7“ ohne Auslegen')).toBe('Regel „Rommé ‚mit 7‘ ohne Auslegen“');
    expect(ISLAND.en.ruleNamed('Rommé “with 7” without melding')).toBe('Rule “Rommé ‘with 7’ without melding”');
    expect(ISLAND.de.ruleNamed('Abwerfen')).toBe('Regel „Abwerfen“');
  });
});

describe('a typed move that does not read', () => {
  it('without a sentence of its game, gets the generic one, its place counted from 1', () => {
    expect(explainParse(undefined, 'odd-code', 'xyz', 0, 'de')).toBe('Das ist kein lesbarer Zug: „xyz“ an Stelle 1.');
    expect(explainParse(undefined, 'odd-code', 'xyz', 4, 'en')).toBe('That is not a readable move: “xyz” at position 5.');
  });
});

describe('numberText', () => {
  const marks = { 'de-DE': DE_GW.play.number, 'en-GB': EN_GW.play.number } as const;
  it('writes numbers as the language does (the Gongor Whist advisor: odds and sample counts)', () => {
    expect(numberText(12.5, marks['de-DE'], 1)).toBe('12,5');
    expect(numberText(10_000, marks['de-DE'])).toBe('10.000');
    expect(numberText(10_000, marks['en-GB'])).toBe('10,000');
    expect(numberText(0, marks['en-GB'], 1)).toBe('0.0');
    expect(numberText(100, marks['de-DE'], 1)).toBe('100,0');
    expect(numberText(1_234_567.25, marks['en-GB'], 1)).toBe('1,234,567.3');
  });
  it('says what Intl says, for every percentage the advisor can show and any whole number', () => {
    for (const [locale, m] of Object.entries(marks)) {
      // the advisor's chances are counts out of its samples (up to 10,000): every one of them, one decimal
      for (let k = 0; k <= 10_000; k++) {
        const p = (k / 10_000) * 100;
        expect(numberText(p, m, 1), `${k}/10000 in ${locale}`).toBe(p.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
      }
      fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => numberText(n, m) === n.toLocaleString(locale)));
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (n, d) =>
          numberText(n, m, d) === n.toLocaleString(locale, { minimumFractionDigits: d, maximumFractionDigits: d }),
        ),
        { numRuns: 2000 }, // (not below zero: no figure shown here is; Intl writes -0 as "-0", numberText as "0")
      );
    }
  });
});
