/**
 * A Gongor Whist lesson (island). The lesson page gives the task and the
 * solution's explanation in its own words as slots:
 *   <GongorWhistLesson client:near lang="de" lesson="follow">
 *   <span slot="task">…</span><span slot="solution">…</span>
 *   </GongorWhistLesson>
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { GONGOR_WHIST_KIT } from './gongor-whist/kit';
import { LessonView } from './Lesson';
import './learn.css';

export default function GongorWhistLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={GONGOR_WHIST_KIT} {...props} />;
}
