/**
 * A Decktet card as the Quincunx islands draw it: the shared face, with the
 * card's name on hover (title) and, where the card is wide enough, as visible
 * text under the face (issue 13.6: captions name cards like „der Maler“, so
 * the faces must too), without its article („Maler“) so that it fits. Screen readers get the name from the face's own label, and the
 * face's title is the tooltip (the wrapper repeats neither: issue 16, page weight).
 * Where this wrapper shows the name, the face leaves out its own, so a card is
 * never named twice, one label over the other. In a picture named as a whole
 * (`plain`: the Quincunx grid as a figure) the face has no label or title.
 */
import { DecktetCardFace } from '../../components/cards/DecktetCard';
import { decktetCaption } from '../../i18n/decktet-cards';
import type { Lang } from '../../i18n/ui';

/** Cards at least this wide show their name as text. */
export const NAMED_WIDTH = 48;

export function QxCard({ code, lang, width, named = width >= NAMED_WIDTH, moved = false, plain = false }: { code: string; lang: Lang; width: number; named?: boolean; moved?: boolean; plain?: boolean }) {
  const name = decktetCaption(lang, code);
  return (
    <span class={`qx-card${named ? ' qx-card--named' : ''}${moved ? ' qx-card--moved' : ''}`}>
      <DecktetCardFace code={code} lang={lang} width={width} class="qx-face" named={!named} plain={plain} />
      {/* a name of two words, or a long word with soft hyphens, may wrap: on one line both Aces in a grid read "Ass der…" and "Leuchtturmwärter" was cut */}
      <span class={`qx-card__name${/[ \u00ad]/.test(name) ? ' qx-card__name--two' : ''}`} aria-hidden="true">{name}</span>
    </span>
  );
}
