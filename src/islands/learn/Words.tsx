/** Text with [card] tokens drawn as inline cards (accessible names in the page language). */
import { InlineCard } from '../../components/cards/Card';
import type { Lang } from '../../i18n/ui';

export function Words({ text, lang }: { text: string; lang: Lang }) {
  const parts = text.split(/\[([^\]\s]+)\]/g);
  return <>{parts.map((p, i) => (i % 2 === 1 ? <InlineCard code={p} lang={lang} /> : p))}</>;
}
