/**
 * Decktet names inside a sentence (decktetCardNameIn): the German names carry their article, so a sentence that
 * needs the accusative or dative declines it ("Mit dem Maler … gegen den Markt"), and the English ones add no
 * second "The". A reader walk found "Mit Der Maler verlierst du den Stich gegen Der Markt", "legt Der Autor auf
 * c5" and "The The Sailor on b1".
 */
import { describe, expect, it } from 'vitest';
import { DECKTET_CARDS } from '../../src/engine/cards/decktet';
import { decktetCardName, decktetCardNameIn } from '../../src/i18n/decktet-cards';
import { learnSentence } from '../../src/i18n/learn';
import { GONGOR_WHIST_LEARN_MISSES } from '../../src/i18n/learn-gongor-whist';
import { QUINCUNX_LEARN_MISSES } from '../../src/i18n/learn-quincunx';
import { moveLabel } from '../../src/i18n/quincunx';
import { QXP as QX } from '../../src/i18n/quincunx-play';

const byName = (de: string) => DECKTET_CARDS.find((c) => decktetCardName('de', c.code) === de)!.code;
const namer = (lang: 'de' | 'en') => (code: string, form?: 'nom' | 'acc' | 'dat') => (form ? decktetCardNameIn(lang, code, form) : decktetCardName(lang, code));

describe('Decktet names inside a sentence', () => {
  it('German: the article and the weak nouns declined, an adjective in the feminine dative', () => {
    const forms = (name: string) => (['nom', 'acc', 'dat'] as const).map((f) => decktetCardNameIn('de', byName(name), f));
    expect(forms('Der Maler')).toEqual(['der Maler', 'den Maler', 'dem Maler']);
    expect(forms('Der Diplomat')).toEqual(['der Diplomat', 'den Diplomaten', 'dem Diplomaten']);
    expect(forms('Der Barde')).toEqual(['der Barde', 'den Barden', 'dem Barden']);
    expect(forms('Der Mondsüchtige')).toEqual(['der Mondsüchtige', 'den Mondsüchtigen', 'dem Mondsüchtigen']);
    expect(forms('Die zufällige Begegnung')).toEqual(['die zufällige Begegnung', 'die zufällige Begegnung', 'der zufälligen Begegnung']);
    expect(forms('Das Meer')).toEqual(['das Meer', 'das Meer', 'dem Meer']);
    expect(forms('Ass der Monde')).toEqual(['das Ass der Monde', 'das Ass der Monde', 'dem Ass der Monde']);
  });
  it('English: one lower-case "the", also before an Ace', () => {
    expect(decktetCardNameIn('en', byName('Der Seemann'), 'dat')).toBe('the Sailor');
    expect(decktetCardNameIn('en', 'AM', 'nom')).toBe('the Ace of Moons');
  });
  it('every card: an article in lower case, never a capital one inside the sentence', () => {
    for (const c of DECKTET_CARDS) {
      for (const lang of ['de', 'en'] as const) {
        for (const f of ['nom', 'acc', 'dat'] as const) expect(decktetCardNameIn(lang, c.code, f)).toMatch(/^(der|die|das|den|dem|the) \S/);
      }
    }
    expect(decktetCardNameIn('de', 'nonsense', 'dat')).toBe('nonsense');
  });
  it('the lessons and the Quincunx game say them so', () => {
    const maler = byName('Der Maler');
    const markt = byName('Der Markt');
    const sailor = byName('Der Seemann');
    const loses = learnSentence(GONGOR_WHIST_LEARN_MISSES, 'gw-loses', { card: maler, lead: markt, reason: 'higher' }, 'de', namer('de'));
    expect(loses).toMatch(/^Mit dem Maler verlierst du den Stich gegen den Markt: /);
    expect(learnSentence(GONGOR_WHIST_LEARN_MISSES, 'gw-loses', { card: maler, lead: markt, reason: 'higher' }, 'en', namer('en'))).toMatch(/^With the Painter you lose the trick to the Market: /);
    expect(learnSentence(QUINCUNX_LEARN_MISSES, 'qx-no-draw', { card: sailor, cell: 'b1' }, 'en', namer('en'))).toMatch(/^The Sailor on b1 makes no sum/);
    expect(learnSentence(QUINCUNX_LEARN_MISSES, 'qx-no-draw', { card: 'AM', cell: 'b1' }, 'de', namer('de'))).toMatch(/^Das Ass der Monde auf b1 ergibt/);
    expect(learnSentence(QUINCUNX_LEARN_MISSES, 'qx-other-card', { card: sailor }, 'de', namer('de'))).toBe('Gefragt ist nach dem Seemann; leg diese Karte.');
    const place = { type: 'place', card: byName('Der Diplomat'), cell: 'd1' } as const;
    expect(QX.de.computerMove('Spieler B', moveLabel(place, 'de', 'acc'))).toBe('Spieler B legt den Diplomaten auf d1.');
    expect(QX.en.computerMove('Player B', moveLabel(place, 'en', 'acc'))).toBe('Player B places the Diplomat on d1.');
    // a label keeps the name as printed on the card
    expect(moveLabel(place, 'de')).toBe('Der Diplomat auf d1');
  });
});
