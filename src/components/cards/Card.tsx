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
import { FrenchCardFace, InlineFrenchCard } from './FrenchCard';
import { DecktetCardFace, InlineDecktetCard } from './DecktetCard';
import { decktetCardDetail } from '../../i18n/decktet-cards';
import type { FaceProps } from './face';

// Each deck's faces live in a module of their own (FrenchCard.tsx, DecktetCard.tsx), so an island that
// knows its deck imports that one and its page loads no other deck's faces or names (issue 16); this
// module is for callers that take either deck.
export { sizeClass, type FaceProps } from './face';
export { FrenchCardFace, InlineFrenchCard } from './FrenchCard';
export { DecktetCardFace, InlineDecktetCard } from './DecktetCard';

/** A compact, text-flow form for cards inside running text: "♥K" with the full name for screen readers. */
export function InlineCard({ code, lang, named = false }: { code: string; lang: Lang; named?: boolean }) {
  if (frenchParts(code)) return <InlineFrenchCard code={code} lang={lang} />;
  // `named`: the text has just named the card ("the Painter"), so a screen reader hears only "(3, Suns and Knots)" after it
  if (decktetInfo(code)) return <InlineDecktetCard code={code} lang={lang} spoken={named ? decktetCardDetail(lang, code) : undefined} />;
  return <span class="icard icard--bad">{code}</span>;
}

/** Any card by code: French if it parses as French, otherwise Decktet. */
export function CardFace(props: FaceProps) {
  return frenchParts(props.code) ? <FrenchCardFace {...props} /> : <DecktetCardFace {...props} />;
}
