// A Conquian lesson's table says what the reader's seat is to do ("Your turn: turn a card from the
// stock.") only when the task is a move. Beside "pick every card that would extend this run" that line
// sent the reader to the stock, which the task never asks about.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TaskView } from '../../src/islands/learn/TaskView';
import { CONQUIAN_KIT } from '../../src/islands/learn/conquian/kit';
import { CONQUIAN_LESSONS } from '../../src/learn/conquian';
import { LEARN_CQ } from '../../src/i18n/learn-conquian';

describe('Conquian lesson table: the seat-to-act line', () => {
  for (const lang of ['de', 'en'] as const) {
    const turnWords = LEARN_CQ[lang].toAct('').replace(/\W*$/, '');
    for (const lesson of CONQUIAN_LESSONS) {
      const moving = lesson.task.kind === 'move';
      it(`${lesson.id} (${lesson.task.kind}, ${lang}): ${moving ? 'says' : 'does not say'} what the reader's seat is to do`, () => {
        const html = renderToString(h(TaskView, { kit: CONQUIAN_KIT, lang, task: lesson.task, state: lesson.start(), onAnswer: () => {} } as never));
        expect(html.includes(turnWords)).toBe(moving);
      });
    }
  }
  it('the lessons include both kinds, so both branches are held', () => {
    const kinds = new Set(CONQUIAN_LESSONS.map((l) => l.task.kind));
    expect(kinds.has('move') && kinds.size > 1).toBe(true);
  });
});
