/** A Conquian lesson (island): <ConquianLesson client:visible lang="de" lesson="take" />. */
import type { Lang } from '../../i18n/ui';
import { CONQUIAN_KIT } from './conquian/kit';
import { LessonView } from './Lesson';
import './learn.css';

export default function ConquianLesson({ lang, lesson }: { lang: Lang; lesson: string }) {
  return <LessonView kit={CONQUIAN_KIT} lang={lang} lesson={lesson} />;
}
