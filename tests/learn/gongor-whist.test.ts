import { describe } from 'vitest';
import { basicDecktet, decktetInfo } from '../../src/engine/cards/decktet';
import { GONGOR_WHIST } from '../../src/engine/gongor-whist/game';
import { GONGOR_WHIST_VIOLATIONS } from '../../src/i18n/gongor-whist';
import { GONGOR_WHIST_LEARN_MISSES } from '../../src/i18n/learn-gongor-whist';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../src/learn/gongor-whist';
import { lessonSuite, practiceSuite } from './suite';
import { it, expect } from 'vitest';
import { learnSentence, sayAll } from '../../src/i18n/learn';

const isCard = (c: string) => decktetInfo(c) !== undefined;
const common = { game: GONGOR_WHIST, messages: GONGOR_WHIST_VIOLATIONS, learn: GONGOR_WHIST_LEARN_MISSES, isCard, deck: basicDecktet() };

describe('Gongor Whist lessons', () => lessonSuite({ ...common, lessons: GONGOR_WHIST_LESSONS }));
describe('Gongor Whist practice', () => practiceSuite({ ...common, practice: GONGOR_WHIST_PRACTICE }));

describe('a card-picking lesson answered with cards left out', () => {
  const cards = GONGOR_WHIST_LESSONS.find((l) => l.id === 'cards')!;
  const start = cards.start();
  const say = (picked: string[], lang: 'de' | 'en') => {
    const miss = cards.task.kind === 'pick' ? cards.task.check(start, picked) : null;
    return miss && learnSentence(GONGOR_WHIST_LEARN_MISSES, miss.code, miss.params ?? {}, lang, (c) => c);
  };
  // the Knots (L) cards of the hand: 4WL, 7ML, 9LK, CL
  it('says how many are missing, without naming them (the solution comes after two tries)', () => {
    expect(say(['4WL', '7ML'], 'de')).toBe('Es fehlen noch 2 Karten, die dazugehören.');
    expect(say(['4WL', '7ML'], 'en')).toBe('2 more cards belong here.');
    expect(say(['4WL', '7ML', '9LK'], 'de')).toBe('Es fehlt noch eine Karte, die dazugehört.');
    expect(say(['4WL', '7ML', '9LK'], 'en')).toBe('One more card belongs here.');
    expect(say(['4WL', '7ML', '9LK', 'CL'], 'de')).toBeNull();
  });
});

describe("the practice explanation speaks of one card as one ('kommt nur', 'würde')", () => {
  it('in German, singular for one card that may be played or wins, plural for several', () => {
    const said = (seed: string) => sayAll(GONGOR_WHIST_LEARN_MISSES, GONGOR_WHIST_PRACTICE.explain(GONGOR_WHIST_PRACTICE.position(seed)), 'de', (c) => c);
    const texts = Array.from({ length: 200 }, (_, i) => said(String(i + 1)));
    const one = (t: string) => (t.match(/\[[^\]]+\]/g) ?? []).length;
    const follow = texts.filter((t) => t.startsWith('Du musst bedienen'));
    expect(follow.some((t) => t.includes('also kommt nur [') && !/kommt nur \[[^\]]+\] \[/.test(t))).toBe(true);
    expect(follow.some((t) => /kommen nur \[[^\]]+\] \[/.test(t))).toBe(true);
    for (const t of follow) expect(t.includes('kommt nur'), t).toBe(/kommt nur \[[^\]]+\] in Frage/.test(t));
    expect(texts.some((t) => /Gewinnen würde \[[^\]]+\]\./.test(t))).toBe(true);
    for (const t of texts.filter((x) => x.includes('Gewinnen würde '))) expect(one(t.slice(t.indexOf('Gewinnen')))).toBe(1);
  });
});
