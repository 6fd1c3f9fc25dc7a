/** Rommé practice (island): "find a first meld of at least 40 in this hand, or say there is none" for endless seeded positions. */
import { LEARN } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import { ROMME_KIT } from './romme/kit';
import { PracticeView } from './Practice';
import './learn.css';

export default function RommePractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={ROMME_KIT} lang={lang} noneLabel={LEARN[lang].noneMeld} />;
}
