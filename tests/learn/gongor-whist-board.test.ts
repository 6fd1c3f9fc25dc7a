// A Gongor Whist lesson's table shows the bid line ("No bid yet · Numbers already bid: none", "Bid 2 · 1 of 3
// tricks won") only when the task plays (bids, takes or loses a trick). Beside the first lesson's "pick every
// card that carries Leaves" it spoke of bidding before any lesson had; the practice (pick every card that
// wins the trick) does not need it either.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TaskView } from '../../src/islands/learn/TaskView';
import { GONGOR_WHIST_KIT } from '../../src/islands/learn/gongor-whist/kit';
import { GONGOR_WHIST_LESSONS, GONGOR_WHIST_PRACTICE } from '../../src/learn/gongor-whist';
import { LEARN_GW } from '../../src/i18n/learn-gongor-whist';

const render = (lang: 'de' | 'en', task: unknown, state: unknown) =>
  renderToString(h(TaskView, { kit: GONGOR_WHIST_KIT, lang, task, state, onAnswer: () => {} } as never));

describe('Gongor Whist lesson table: the bid line', () => {
  for (const lang of ['de', 'en'] as const) {
    // the line always starts with the bid, "No bid yet" or "Bid n · …"
    const bidWords = [LEARN_GW[lang].bid(null, 0, 0), LEARN_GW[lang].bid(1, 0, 0).split(' ')[0]!];
    const hasBidLine = (html: string) => html.includes('lb-status') && bidWords.some((w) => html.includes(w));
    for (const lesson of GONGOR_WHIST_LESSONS) {
      const moving = lesson.task.kind === 'move';
      it(`${lesson.id} (${lesson.task.kind}, ${lang}): ${moving ? 'shows' : 'does not show'} the bid`, () => {
        expect(hasBidLine(render(lang, lesson.task, lesson.start()))).toBe(moving);
      });
    }
    it(`practice (${lang}): a pick task, no bid line`, () => {
      for (const seed of ['a', 'b', 'c']) {
        const s = GONGOR_WHIST_PRACTICE.position(seed);
        const task = GONGOR_WHIST_PRACTICE.task(s);
        expect(task.kind).toBe('pick');
        expect(hasBidLine(render(lang, task, s))).toBe(false);
      }
    });
  }
  it('the lessons include both kinds, so both branches are held', () => {
    const kinds = new Set(GONGOR_WHIST_LESSONS.map((l) => l.task.kind));
    expect(kinds.has('move') && kinds.size > 1).toBe(true);
  });
});
