/** Text with [card] tokens drawn as inline cards of the lesson's deck (accessible names in the page language). */
import { useContext } from 'preact/hooks';
import type { Lang } from '../../i18n/ui';
import { DeckFacesContext } from './faces';

export function Words({ text, lang }: { text: string; lang: Lang }) {
  const { Inline } = useContext(DeckFacesContext);
  const parts = text.split(/\[([^\]\s]+)\]/g);
  return <>{parts.map((p, i) => (i % 2 === 1 ? <Inline code={p} lang={lang} /> : p))}</>;
}
