/**
 * A Conquian lesson (island). The lesson page gives the task and the
 * solution's explanation in its own words as slots:
 *   <ConquianLesson client:near lang="de" lesson="take">
 *   <span slot="task">…</span><span slot="solution">…</span>
 *   </ConquianLesson>
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { CONQUIAN_KIT } from './conquian/kit';
import { LessonView } from './Lesson';
import './learn.css';

export default function ConquianLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={CONQUIAN_KIT} {...props} />;
}
