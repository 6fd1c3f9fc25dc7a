/**
 * A Rommé lesson (island). The lesson page gives the task and the
 * solution's explanation in its own words as slots:
 *   <RommeLesson client:near lang="de" lesson="lay-off">
 *   <span slot="task">…</span><span slot="solution">…</span>
 *   </RommeLesson>
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../i18n/ui';
import { ROMME_KIT } from './romme/kit';
import { LessonView } from './Lesson';
import './learn.css';

export default function RommeLesson(props: { lang: Lang; lesson: string; task?: ComponentChildren; solution?: ComponentChildren }) {
  return <LessonView kit={ROMME_KIT} {...props} />;
}
