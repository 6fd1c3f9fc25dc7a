/**
 * The card faces of a lesson's deck (issue 16: a lesson page loads its own deck's faces only). LessonView
 * and PracticeView provide their kit's faces (LearnKit.faces); Words and CardPick, which every game's
 * lessons share, draw their cards with them.
 */
import { createContext, type ComponentType } from 'preact';
import type { FaceProps } from '../../components/cards/face';
import type { Lang } from '../../i18n/ui';

export interface DeckFaces {
  /** A card face (FrenchCardFace, DecktetCardFace). */
  readonly Face: ComponentType<FaceProps>;
  /** A card inside running text (InlineFrenchCard, InlineDecktetCard). */
  readonly Inline: ComponentType<{ code: string; lang: Lang }>;
}

/** Outside a lesson or practice view (never, in the islands) a card shows as its code, marked as not drawn. */
const plain = ({ code }: { code: string }) => <span class="card card--bad">{code}</span>;

export const DeckFacesContext = createContext<DeckFaces>({ Face: plain, Inline: plain });
