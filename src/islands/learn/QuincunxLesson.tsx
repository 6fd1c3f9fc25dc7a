/**
 * A Quincunx lesson (island). The lesson page gives the task and the
 * solution's explanation in its own words as slots:
 *   <QuincunxLesson client:near lang="de" lesson="pair">
 *   <span slot="task">…</span><span slot="solution">…</span>
 *   </QuincunxLesson>
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { QUINCUNX_KIT } from './quincunx/kit';
import { LessonView } from './Lesson';
import './learn.css';

export default function QuincunxLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={QUINCUNX_KIT} {...props} />;
}
