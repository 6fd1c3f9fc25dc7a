/** Decktet card faces (src/components/cards/Card.tsx describes them); the French-suited ones are in FrenchCard.tsx. */
import type { Lang } from '../../i18n/ui';
import { decktetInfo } from '../../engine/cards/decktet';
import { decktetCardLabel, decktetCardName, decktetFaceName } from '../../i18n/decktet-cards';
import { sizeClass, type FaceProps } from './face';

/** The short rank on a Decktet card: A, 2–9, Crown K/C, Pawn B/P, Court H/Ct; ∅ for the Excuse. */
function decktetRankText(kind: string, rank: number | null, lang: Lang): string {
  if (kind === 'ace') return 'A';
  if (kind === 'crown') return lang === 'de' ? 'K' : 'C';
  if (kind === 'pawn') return lang === 'de' ? 'B' : 'P';
  if (kind === 'court') return lang === 'de' ? 'H' : 'Ct';
  if (kind === 'excuse') return '';
  return String(rank);
}

const SLOTS = ['a', 'b', 'c'];

export function DecktetCardFace({ code, lang, width = 64, class: cls, named = true, plain = false }: FaceProps) {
  const info = decktetInfo(code);
  if (!info) return <span class="card card--bad">{code}</span>;
  const size = sizeClass(width);
  const suits = info.suits.map((s, i) => ` ${SLOTS[i]}-${s}`).join('');
  const kind = info.kind === 'excuse' ? 'dx' : `d${info.suits.length}`;
  // the name as visible text where the face is large enough to carry it; long words in a smaller type
  // (a name too long for any face gets a soft hyphen at its joint: decktetFaceName)
  const name = named && Number(size.slice(1)) >= 52 ? decktetFaceName(lang, code) : undefined;
  const longest = name ? Math.max(...name.split(/[ \u00ad]/).map((w) => w.length)) : 0;
  const type = longest >= 13 ? ' n2' : longest >= 10 ? ' n1' : '';
  return (
    <span
      class={`card cd ${size} ${kind}${suits}${type}${cls ? ` ${cls}` : ''}`}
      role={plain ? undefined : 'img'}
      title={plain ? undefined : decktetCardLabel(lang, code)}
      data-card={plain ? undefined : code}
      data-n={name}
    >
      {info.kind === 'excuse' ? '∅' : decktetRankText(info.kind, info.rank, lang)}
    </span>
  );
}

/**
 * A Decktet card inside running text: suit glyphs and rank (the Excuse by name), the full label for screen readers,
 * or `spoken` instead where the text has just named the card (InlineCard's `named`).
 */
export function InlineDecktetCard({ code, lang, spoken }: { code: string; lang: Lang; spoken?: string }) {
  const info = decktetInfo(code);
  if (info) {
    // Like "♥K" for French cards: suit glyphs and rank (the Excuse by name); screen readers get the full label.
    return (
      <span class="icard icard--decktet" title={decktetCardLabel(lang, code)}>
        <span aria-hidden="true">
          {info.suits.map((s) => <i class={`ig a-${s}`} />)}
          {info.kind === 'excuse' ? decktetCardName(lang, code) : decktetRankText(info.kind, info.rank, lang)}
        </span>
        <span class="sr-only">{spoken ?? decktetCardLabel(lang, code)}</span>
      </span>
    );
  }
  return <span class="icard icard--bad">{code}</span>;
}
