/**
 * Card faces and inline card names, usable from Astro (static HTML) and from
 * Preact islands. Every card carries an accessible name in the page language.
 *
 * A face is one element with the rank as text; the suit glyphs (drawn for
 * Regelwerk, src/styles/cards.css) are CSS background images chosen by class,
 * so a card costs about a hundred bytes and one DOM node instead of an SVG tree:
 *
 *   <span class="card cf w52 f-h" role="img" aria-label="Seven of Hearts" data-card="7h">7</span>
 *   <span class="card cd w56 d2 a-M b-S" role="img" title="The Mountain (4, Moons and Suns)" data-card="4MS" data-n="The Mountain">4</span>
 *
 * Sizes are classes (w40 … w64, no inline style: the site's CSP forbids style
 * attributes); no face is narrower than 40 px, so ranks and suits stay legible
 * on a phone. Decktet faces take their full label as title (name and tooltip)
 * and, from 52 px on, show the card's name as visible text.
 */
import type { Lang } from '../../i18n/ui';
import { frenchParts } from '../../engine/cards/french';
import { decktetInfo } from '../../engine/cards/decktet';
import { frenchCardName, decktetCardLabel, decktetCardName } from '../../i18n/cards';

interface FaceProps {
  code: string;
  lang: Lang;
  /** Width in CSS pixels (40–64, rounded to 4 px); height follows the 5:7 card ratio. */
  width?: number;
  class?: string;
  /** Decktet only: false leaves the name off the face, for a caller that writes it itself (the Quincunx grid's one-line label). */
  named?: boolean;
}

/** The size class for a width: 40 px at least (legibility at 360 px), 64 px at most. */
export function sizeClass(width: number): string {
  const w = Math.min(64, Math.max(40, Math.round(width / 4) * 4));
  return `w${w}`;
}

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

export function DecktetCardFace({ code, lang, width = 64, class: cls, named = true }: FaceProps) {
  const info = decktetInfo(code);
  if (!info) return <span class="card card--bad">{code}</span>;
  const size = sizeClass(width);
  const suits = info.suits.map((s, i) => ` ${SLOTS[i]}-${s}`).join('');
  const kind = info.kind === 'excuse' ? 'dx' : `d${info.suits.length}`;
  // the name as visible text where the face is large enough to carry it; long words in a smaller type
  // (the one name too long for any face gets a soft hyphen at its joint)
  const name = named && Number(size.slice(1)) >= 52 ? decktetCardName(lang, code).replace('Leuchtturmw', 'Leuchtturm\u00adw') : undefined;
  const longest = name ? Math.max(...name.split(/[ \u00ad]/).map((w) => w.length)) : 0;
  const type = longest >= 13 ? ' n2' : longest >= 10 ? ' n1' : '';
  return (
    <span
      class={`card cd ${size} ${kind}${suits}${type}${cls ? ` ${cls}` : ''}`}
      role="img"
      title={decktetCardLabel(lang, code)}
      data-card={code}
      data-n={name}
    >
      {info.kind === 'excuse' ? '∅' : decktetRankText(info.kind, info.rank, lang)}
    </span>
  );
}

/** A compact, text-flow form for cards inside running text: "♥K" with the full name for screen readers. */
export function InlineCard({ code, lang }: { code: string; lang: Lang }) {
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
  const info = decktetInfo(code);
  if (info) {
    // Like "♥K" for French cards: suit glyphs and rank (the Excuse by name); screen readers get the full label.
    return (
      <span class="icard icard--decktet" title={decktetCardLabel(lang, code)}>
        <span aria-hidden="true">
          {info.suits.map((s) => <i class={`ig a-${s}`} />)}
          {info.kind === 'excuse' ? decktetCardName(lang, code) : decktetRankText(info.kind, info.rank, lang)}
        </span>
        <span class="sr-only">{decktetCardLabel(lang, code)}</span>
      </span>
    );
  }
  return <span class="icard icard--bad">{code}</span>;
}

/** Any card by code: French if it parses as French, otherwise Decktet. */
export function CardFace(props: FaceProps) {
  return frenchParts(props.code) ? <FrenchCardFace {...props} /> : <DecktetCardFace {...props} />;
}
