/** Gongor Whist practice (island): "which cards may you play, and which win the trick?" for endless seeded positions. */
import type { Lang } from '../../i18n/ui';
import { GONGOR_WHIST_KIT } from './gongor-whist/kit';
import { PracticeView } from './Practice';
import './learn.css';

export default function GongorWhistPractice({ lang }: { lang: Lang }) {
  return <PracticeView kit={GONGOR_WHIST_KIT} lang={lang} />;
}
