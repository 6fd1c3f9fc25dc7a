import { describe, expect, it } from 'vitest';
import { sayAll } from '../../src/i18n/learn';
import { basicDecktet, decktetInfo } from '../../src/engine/cards/decktet';
import { QUINCUNX } from '../../src/engine/quincunx/game';
import { QUINCUNX_VIOLATIONS } from '../../src/i18n/quincunx';
import { QUINCUNX_LEARN_MISSES } from '../../src/i18n/learn-quincunx';
import { QUINCUNX_LESSONS, QUINCUNX_PRACTICE } from '../../src/learn/quincunx';
import { lessonSuite, practiceSuite } from './suite';

const isCard = (c: string) => decktetInfo(c) !== undefined;
const common = { game: QUINCUNX, messages: QUINCUNX_VIOLATIONS, learn: QUINCUNX_LEARN_MISSES, isCard, deck: basicDecktet() };

describe('Quincunx lessons', () => lessonSuite({ ...common, lessons: QUINCUNX_LESSONS }));
describe('Quincunx practice', () => practiceSuite({ ...common, practice: QUINCUNX_PRACTICE }));

describe('the practice explanation counts its points in words', () => {
  it('one point is "1 Punkt" / "1 point" (2 of the first 400 seeds), more are "Punkte" / "points"', () => {
    const seeds = Array.from({ length: 400 }, (_, i) => String(i + 1)).map((seed) => QUINCUNX_PRACTICE.explain(QUINCUNX_PRACTICE.position(seed)));
    const one = seeds.find((e) => e[0]!.params!.points === 1)!;
    const seven = seeds.find((e) => e[0]!.params!.points === 7)!;
    const say = (e: typeof one, lang: 'de' | 'en') => sayAll(QUINCUNX_LEARN_MISSES, e, lang, (c) => c);
    expect(say(one, 'de')).toMatch(/: 1 Punkt\.$/);
    expect(say(one, 'en')).toMatch(/: 1 point\.$/);
    expect(say(seven, 'de')).toMatch(/: 7 Punkte\.$/);
    expect(say(seven, 'en')).toMatch(/: 7 points\.$/);
  });
});
