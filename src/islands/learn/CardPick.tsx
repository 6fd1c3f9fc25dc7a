/**
 * A row of cards: the ones the reader may pick are toggle buttons (Space or
 * Enter, aria-pressed), the others plain faces. Marked cards (a solution
 * shown) get a ring. The faces are the lesson's deck's (faces.tsx).
 *
 * A row with cards to pick is a toolbar, one stop for the Tab key: the arrow
 * keys, Home and End move between its cards, as in the games' hands
 * (src/islands/shared/arrows.ts).
 */
import { useContext } from 'preact/hooks';
import { rowKeys, useRowStop } from '../shared/arrows';
import { DeckFacesContext } from './faces';
import type { Lang } from '../../i18n/ui';

interface Props {
  cards: readonly string[];
  lang: Lang;
  pickable: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  onPick: (card: string) => void;
  marked?: ReadonlySet<string>;
  width?: number;
  label?: string;
}

export function CardPick({ cards, lang, pickable, picked, onPick, marked, width = 44, label }: Props) {
  const { Face: CardFace } = useContext(DeckFacesContext);
  const live = cards.filter((c) => pickable.has(c));
  const [stop, focused] = useRowStop(live);
  return (
    <span class="learn-cards" role={live.length ? 'toolbar' : 'group'} aria-label={label} onKeyDown={rowKeys}>
      {cards.map((c) =>
        pickable.has(c) ? (
          <button type="button" class={`learn-card${marked?.has(c) ? ' learn-card--marked' : ''}`} aria-pressed={picked.has(c)} data-card-pick={c} tabIndex={c === stop ? 0 : -1} onFocus={() => focused(c)} onClick={() => onPick(c)}>
            <CardFace code={c} lang={lang} width={width} />
          </button>
        ) : (
          <span class={`learn-card learn-card--plain${marked?.has(c) ? ' learn-card--marked' : ''}`}>
            <CardFace code={c} lang={lang} width={width} />
          </span>
        ),
      )}
    </span>
  );
}
