/**
 * The Rommé lesson page's islands, in one file so that the page loads one entry module for all of them
 * (with the game's lesson kit inside it) instead of one small file per island and another for the kit. The progress
 * island stays a file of its own: it stands on the first screen, and on a phone it hydrates before any lesson is near,
 * so it must not bring the kit and the game's engine with it.
 *   import { RommeLesson, RommePractice } from '…/src/islands/learn/RommeLearn.tsx';
 *   <RommeLesson client:near lang="de" lesson="…"><span slot="task">…</span><span slot="solution">…</span></RommeLesson>
 *   <RommePractice client:near lang="de" />
 * A lesson gives the task and the solution's explanation in the page's own words as slots.
 */
import type { ComponentChildren } from 'preact';
import { LEARN } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import { ROMME_KIT } from './romme/kit';
import { LessonView } from './Lesson';
import { PracticeView } from './Practice';
import './learn.css';

/** A lesson: the page's task, a table to answer on, the rules' check and the solution. */
export function RommeLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={ROMME_KIT} {...props} />;
}

/** Practice: "find a first meld of at least 40 in this hand, or say there is none" for endless seeded positions. */
export function RommePractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={ROMME_KIT} lang={lang} noneLabel={LEARN[lang].noneMeld} />;
}
