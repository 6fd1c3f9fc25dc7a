/** French-suited card faces (src/components/cards/Card.tsx describes them); the Decktet's are in DecktetCard.tsx. */
import type { Lang } from '../../i18n/ui';
import { frenchParts } from '../../engine/cards/french';
import { frenchCardName } from '../../i18n/french-cards';
import { sizeClass, type FaceProps } from './face';

/** The rank as printed on French-suited cards in each language: German packs show B (Bube) and D (Dame). */
function frenchRankText(rank: string, lang: Lang): string {
  if (lang === 'de' && rank === 'J') return 'B';
  if (lang === 'de' && rank === 'Q') return 'D';
  return rank;
}

export function FrenchCardFace({ code, lang, width = 64, class: cls }: FaceProps) {
  const p = frenchParts(code);
  if (!p) return <span class="card card--bad">{code}</span>;
  const kind = p.joker ? 'cj' : `f-${p.suit}`;
  return (
    <span class={`card cf ${sizeClass(width)} ${kind}${cls ? ` ${cls}` : ''}`} role="img" aria-label={frenchCardName(lang, code)} data-card={code}>
      {p.joker ? '★' : frenchRankText(p.rank!, lang)}
    </span>
  );
}

/** A French-suited card inside running text: "♥K" with the full name for screen readers. */
export function InlineFrenchCard({ code, lang }: { code: string; lang: Lang }) {
  const p = frenchParts(code);
  if (p) {
    if (p.joker) return <span class="icard icard--joker">Joker</span>;
    const sym = { c: '♣', s: '♠', h: '♥', d: '♦' }[p.suit!];
    const red = p.suit === 'h' || p.suit === 'd';
    return (
      <span class={`icard${red ? ' icard--red' : ''}`} title={frenchCardName(lang, code)}>
        <span aria-hidden="true">{sym}{frenchRankText(p.rank!, lang)}</span>
        <span class="sr-only">{frenchCardName(lang, code)}</span>
      </span>
    );
  }
  return <span class="icard icard--bad">{code}</span>;
}
