/**
 * The Conquian lesson page's islands, in one file so that the page loads one entry module for all of them
 * (with the game's lesson kit inside it) instead of one small file per island and another for the kit. The progress
 * island stays a file of its own: it stands on the first screen, and on a phone it hydrates before any lesson is near,
 * so it must not bring the kit and the game's engine with it.
 *   import { ConquianLesson, ConquianPractice } from '…/src/islands/learn/ConquianLearn.tsx';
 *   <ConquianLesson client:near lang="de" lesson="…"><span slot="task">…</span><span slot="solution">…</span></ConquianLesson>
 *   <ConquianPractice client:near lang="de" />
 * A lesson gives the task and the solution's explanation in the page's own words as slots.
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { CONQUIAN_KIT } from './conquian/kit';
import { LessonView } from './Lesson';
import { PracticeView } from './Practice';
import './learn.css';

/** A lesson: the page's task, a table to answer on, the rules' check and the solution. */
export function ConquianLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={CONQUIAN_KIT} {...props} />;
}

/** Practice: "may you take this card, and may B force it?" for endless seeded positions. */
export function ConquianPractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={CONQUIAN_KIT} lang={lang} />;
}
