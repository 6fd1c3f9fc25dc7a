/**
 * The Quincunx lesson page's islands, in one file so that the page loads one entry module for all of them
 * (with the game's lesson kit inside it) instead of one small file per island and another for the kit. The progress
 * island stays a file of its own: it stands on the first screen, and on a phone it hydrates before any lesson is near,
 * so it must not bring the kit and the game's engine with it.
 *   import { QuincunxLesson, QuincunxPractice } from '…/src/islands/learn/QuincunxLearn.tsx';
 *   <QuincunxLesson client:near lang="de" lesson="…"><span slot="task">…</span><span slot="solution">…</span></QuincunxLesson>
 *   <QuincunxPractice client:near lang="de" />
 * A lesson gives the task and the solution's explanation in the page's own words as slots.
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { QUINCUNX_KIT } from './quincunx/kit';
import { LessonView } from './Lesson';
import { PracticeView } from './Practice';
import './learn.css';

/** A lesson: the page's task, a table to answer on, the rules' check and the solution. */
export function QuincunxLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={QUINCUNX_KIT} {...props} />;
}

/** Practice: "where does this card score most?" for endless seeded positions. */
export function QuincunxPractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={QUINCUNX_KIT} lang={lang} />;
}
