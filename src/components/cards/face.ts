/** What every card face takes, and its size classes (src/components/cards/Card.tsx describes the faces). */
import type { Lang } from '../../i18n/ui';

export interface FaceProps {
  code: string;
  lang: Lang;
  /** Width in CSS pixels (40–64, rounded to 4 px); height follows the 5:7 card ratio. */
  width?: number;
  class?: string;
  /** Decktet only: false leaves the name off the face, for a caller that writes it itself (the Quincunx grid's one-line label). */
  named?: boolean;
  /** A face inside a picture that is named as a whole (the Quincunx grid as a figure): no label, role or title of its own. */
  plain?: boolean;
}

/** The size class for a width: 40 px at least (legibility at 360 px), 64 px at most. */
export function sizeClass(width: number): string {
  const w = Math.min(64, Math.max(40, Math.round(width / 4) * 4));
  return `w${w}`;
}
