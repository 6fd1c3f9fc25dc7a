/** Quincunx practice (island): "where does this card score most?" for endless seeded positions. */
import type { Lang } from '../../i18n/ui';
import { QUINCUNX_KIT } from './quincunx/kit';
import { PracticeView } from './Practice';
import './learn.css';

export default function QuincunxPractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={QUINCUNX_KIT} lang={lang} />;
}
