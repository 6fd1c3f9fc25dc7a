/**
 * Card faces (SVG) and inline card names, usable from Astro (static HTML) and
 * from Preact islands. Every card carries an accessible name in the page language.
 */
import type { Lang } from '../../i18n/ui';
import { frenchParts, type FrenchSuit } from '../../engine/cards/french';
import { decktetInfo } from '../../engine/cards/decktet';
import { frenchCardName, decktetCardLabel, decktetCardName } from '../../i18n/cards';
import { DecktetGlyph, FrenchGlyph, DECKTET_SUIT_COLOUR } from './glyphs';

interface FaceProps {
  code: string;
  lang: Lang;
  /** Width in CSS pixels; height follows the 5:7 card ratio. */
  width?: number;
  class?: string;
}

/** The rank as printed on French-suited cards in each language: German packs show B (Bube) and D (Dame). */
function frenchRankText(rank: string, lang: Lang): string {
  if (lang === 'de' && rank === 'J') return 'B';
  if (lang === 'de' && rank === 'Q') return 'D';
  return rank;
}

export function FrenchCardFace({ code, lang, width = 64, class: cls }: FaceProps) {
  const p = frenchParts(code);
  const name = frenchCardName(lang, code);
  if (!p) return <span class="card card--bad">{code}</span>;
  const red = p.suit === 'h' || p.suit === 'd';
  return (
    <svg class={`card card--french${red ? ' card--red' : ''}${cls ? ` ${cls}` : ''}`} viewBox="0 0 50 70" width={width} height={(width * 7) / 5} role="img" aria-label={name} data-card={code}>
      <rect x="0.75" y="0.75" width="48.5" height="68.5" rx="4" class="card__bg" />
      {p.joker ? (
        <g>
          <text x="25" y="40" text-anchor="middle" class="card__joker">★</text>
          <text x="5" y="13" class="card__joker card__joker--small">★</text>
          <text x="25" y="60" text-anchor="middle" class="card__label">JOKER</text>
        </g>
      ) : (
        <g>
          <text x="4.5" y="14" class="card__rank" fill={red ? '#c0182b' : '#1b1b1b'}>{frenchRankText(p.rank!, lang)}</text>
          <FrenchGlyph suit={p.suit as FrenchSuit} x={5} y={17} size={9} />
          <FrenchGlyph suit={p.suit as FrenchSuit} x={17} y={26} size={20} />
          <g transform="rotate(180 25 35)">
            <text x="4.5" y="14" class="card__rank" fill={red ? '#c0182b' : '#1b1b1b'}>{frenchRankText(p.rank!, lang)}</text>
          </g>
        </g>
      )}
    </svg>
  );
}

/** The short rank on a Decktet card: A, 2–9, Crown K/C, Pawn B/P, Court H/Ct; nothing for the Excuse. */
function decktetRankText(kind: string, rank: number | null, lang: Lang): string {
  if (kind === 'ace') return 'A';
  if (kind === 'crown') return lang === 'de' ? 'K' : 'C';
  if (kind === 'pawn') return lang === 'de' ? 'B' : 'P';
  if (kind === 'court') return lang === 'de' ? 'H' : 'Ct';
  if (kind === 'excuse') return '';
  return String(rank);
}

export function DecktetCardFace({ code, lang, width = 64, class: cls }: FaceProps) {
  const info = decktetInfo(code);
  if (!info) return <span class="card card--bad">{code}</span>;
  const label = decktetCardLabel(lang, code);
  const rankText = decktetRankText(info.kind, info.rank, lang);
  const n = info.suits.length;
  const main = info.suits[0];
  return (
    <svg class={`card card--decktet${cls ? ` ${cls}` : ''}`} viewBox="0 0 50 70" width={width} height={(width * 7) / 5} role="img" aria-label={label} data-card={code}>
      <rect x="0.75" y="0.75" width="48.5" height="68.5" rx="4" class="card__bg" />
      {main && <rect x="3" y="3" width="44" height="64" rx="3" fill="none" stroke={DECKTET_SUIT_COLOUR[main]} stroke-width="1" opacity="0.6" />}
      <text x="6" y="15" class="card__rank">{rankText}</text>
      {info.suits.map((s, i) => <DecktetGlyph suit={s} x={6 + 0} y={19 + i * 10} size={8} />)}
      {n > 0 ? (
        info.suits.map((s, i) => <DecktetGlyph suit={s} x={n === 1 ? 19 : 23} y={n === 1 ? 27 : 12 + i * (46 / n)} size={n === 1 ? 18 : 14} />)
      ) : (
        <text x="25" y="42" text-anchor="middle" class="card__joker">∅</text>
      )}
    </svg>
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
    // Like "♥K" for French cards: rank and suit glyphs (the Excuse by name); screen readers get the full label.
    return (
      <span class="icard icard--decktet" title={decktetCardLabel(lang, code)}>
        <span aria-hidden="true">
          {info.suits.length > 0 && (
            <svg class="icard__suits" viewBox={`0 0 ${info.suits.length * 20} 20`} width={info.suits.length * 11} height={11}>
              {info.suits.map((s, i) => <DecktetGlyph suit={s} x={i * 20} y={0} size={20} />)}
            </svg>
          )}
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
