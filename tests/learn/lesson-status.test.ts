// A lesson's status line under the table (Gongor Whist: "No bid yet · Numbers already bid: none", "Bid 2 ·
// 1 of 3 tricks won"; Quincunx: "Your points this round: 0 · 20 cards in the draw pile") shows only when the
// task plays a move. Beside Gongor Whist's first task, "pick every card that carries Leaves", it spoke of
// bidding before any lesson had; beside Quincunx's "how many points does this card score?" the round's 0
// points looked like part of the answer. (Conquian's seat-to-act line: conquian-board.test.ts.)
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TaskView } from '../../src/islands/learn/TaskView';
import type { LearnKit } from '../../src/islands/learn/kit';
import type { Lesson, PracticeKind } from '../../src/learn/types';
import { GONGOR_WHIST_KIT } from '../../src/islands/learn/gongor-whist/kit';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../src/learn/gongor-whist';
import { LEARN_GW } from '../../src/i18n/learn-gongor-whist';
import { QUINCUNX_KIT } from '../../src/islands/learn/quincunx/kit';
import { QUINCUNX_LESSONS, QUINCUNX_PRACTICE } from '../../src/learn/quincunx';
import { LEARN_QX } from '../../src/i18n/learn-quincunx';

type Lang = 'de' | 'en';
interface Game {
  readonly kit: LearnKit<never, never>;
  readonly lessons: readonly Lesson<never, never>[];
  readonly practice: PracticeKind<never, never>;
  /** Words the status line always starts with. */
  readonly words: (lang: Lang) => readonly string[];
}

const GAMES: Record<string, Game> = {
  'gongor-whist': {
    kit: GONGOR_WHIST_KIT as never,
    lessons: GONGOR_WHIST_LESSONS as never,
    practice: GONGOR_WHIST_PRACTICE as never,
    words: (lang) => [LEARN_GW[lang].bid(null, 0, 0), LEARN_GW[lang].bid(1, 0, 0).split(' ')[0]!],
  },
  quincunx: {
    kit: QUINCUNX_KIT as never,
    lessons: QUINCUNX_LESSONS as never,
    practice: QUINCUNX_PRACTICE as never,
    words: (lang) => [LEARN_QX[lang].yourPoints(0).replace(/\s*-?\d+.*$/, '')],
  },
};

const render = (game: Game, lang: Lang, task: unknown, state: unknown) =>
  renderToString(h(TaskView, { kit: game.kit, lang, task, state, onAnswer: () => {} } as never));

for (const [id, game] of Object.entries(GAMES)) {
  describe(`${id} lesson table: the status line only beside a move`, () => {
    for (const lang of ['de', 'en'] as const) {
      const hasStatus = (html: string) => html.includes('lb-status') && game.words(lang).some((w) => html.includes(w));
      for (const lesson of game.lessons) {
        const moving = lesson.task.kind === 'move';
        it(`${lesson.id} (${lesson.task.kind}, ${lang}): ${moving ? 'shows' : 'does not show'} it`, () => {
          expect(hasStatus(render(game, lang, lesson.task, lesson.start()))).toBe(moving);
        });
      }
      it(`practice (${lang}): shown exactly for move tasks`, () => {
        for (const seed of ['a', 'b', 'c']) {
          const s = game.practice.position(seed);
          const task = game.practice.task(s);
          expect(hasStatus(render(game, lang, task, s))).toBe(task.kind === 'move');
        }
      });
    }
    it('the lessons include both kinds, so both branches are held', () => {
      const kinds = new Set(game.lessons.map((l) => l.task.kind));
      expect(kinds.has('move') && kinds.size > 1).toBe(true);
    });
  });
}

// Before the first trick the line said "Gebot 3 · 0 von 0 Stichen gewonnen"; it says that no trick is played yet.
describe('gongor-whist lesson table: the tricks in the status line', () => {
  const status = (lang: Lang, id: string) => {
    const lesson = GONGOR_WHIST_LESSONS.find((l) => l.id === id)!;
    const html = render(GAMES['gongor-whist']!, lang, lesson.task, lesson.start());
    return /class="lb-status">([^<]*)/.exec(html)?.[1] ?? '';
  };
  it('no trick played yet: the bid, and no "0 of 0"', () => {
    expect(status('de', 'higher')).toBe('Gebot 3 · noch kein Stich gespielt');
    expect(status('en', 'higher')).toBe('Bid 3 · no trick played yet');
  });
  it('tricks played: how many of them won', () => {
    expect(status('de', 'exact')).toBe('Gebot 2 · 2 von 5 Stichen gewonnen');
    expect(status('en', 'exact')).toBe('Bid 2 · 2 of 5 tricks won');
  });
});
