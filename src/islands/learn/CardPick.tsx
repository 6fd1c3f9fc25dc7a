/**
 * A row of cards: the ones the reader may pick are toggle buttons (Space or
 * Enter, aria-pressed), the others plain faces. Marked cards (a solution
 * shown) get a ring. The faces are the lesson's deck's (faces.tsx).
 */
import { useContext } from 'preact/hooks';
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
  return (
    <span class="learn-cards" role="group" aria-label={label}>
      {cards.map((c) =>
        pickable.has(c) ? (
          <button type="button" class={`learn-card${marked?.has(c) ? ' learn-card--marked' : ''}`} aria-pressed={picked.has(c)} data-card-pick={c} onClick={() => onPick(c)}>
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
