/** Conquian practice (island): "may you take this card, and may B force it?" for endless seeded positions. */
import type { Lang } from '../../i18n/ui';
import { CONQUIAN_KIT } from './conquian/kit';
import { PracticeView } from './Practice';
import './learn.css';

export default function ConquianPractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={CONQUIAN_KIT} lang={lang} />;
}
