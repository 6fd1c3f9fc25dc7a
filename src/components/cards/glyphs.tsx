/** Suit glyphs drawn for Regelwerk (not copied from any published deck art). Each fits a 0 0 20 20 box. */
import type { DecktetSuit } from '../../engine/cards/decktet';
import type { FrenchSuit } from '../../engine/cards/french';

export const DECKTET_SUIT_COLOUR: Record<DecktetSuit, string> = {
  M: '#3d4f9c', S: '#b8760a', W: '#1a7f8a', L: '#2f7d32', Y: '#8e2f2f', K: '#6b4b8f',
};

export function DecktetGlyph({ suit, x = 0, y = 0, size = 20 }: { suit: DecktetSuit; x?: number; y?: number; size?: number }) {
  const c = DECKTET_SUIT_COLOUR[suit];
  const k = size / 20;
  const body = (() => {
    switch (suit) {
      case 'M': // crescent
        return <path d="M13 2.5a8 8 0 1 0 0 15 6.2 6.2 0 1 1 0-15z" fill={c} />;
      case 'S': // disc with eight rays
        return (
          <g fill={c} stroke={c}>
            <circle cx="10" cy="10" r="4.2" />
            <path d="M10 1v3.2M10 15.8V19M1 10h3.2M15.8 10H19M3.6 3.6l2.3 2.3M14.1 14.1l2.3 2.3M3.6 16.4l2.3-2.3M14.1 5.9l2.3-2.3" stroke-width="1.8" stroke-linecap="round" />
          </g>
        );
      case 'W': // three waves
        return <path d="M1.5 6c2.8-3 5.7 3 8.5 0s5.7 3 8.5 0M1.5 11c2.8-3 5.7 3 8.5 0s5.7 3 8.5 0M1.5 16c2.8-3 5.7 3 8.5 0s5.7 3 8.5 0" fill="none" stroke={c} stroke-width="2" stroke-linecap="round" />;
      case 'L': // leaf with a vein
        return (
          <g>
            <path d="M3 17C3 8 8 3 17 3c0 9-5 14-14 14z" fill={c} />
            <path d="M3.5 16.5L13 7" stroke="#fff" stroke-width="1.2" stroke-linecap="round" />
          </g>
        );
      case 'Y': // coiled serpent
        return <path d="M4 16c0-3 3-4 6-4s6-1 6-4-3-5-6-4M10 4l-2-1.5M10 4l-1.8 1.8" fill="none" stroke={c} stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" />;
      case 'K': // interlaced loop
        return <path d="M6 6c4 0 4 8 8 8a4 4 0 1 0 0-8c-4 0-4 8-8 8a4 4 0 1 1 0-8z" fill="none" stroke={c} stroke-width="2" />;
    }
  })();
  return <g transform={`translate(${x} ${y}) scale(${k})`}>{body}</g>;
}

export const FRENCH_SUIT_PATH: Record<FrenchSuit, string> = {
  h: 'M10 18C4 13 1.5 10 1.5 6.5A4.3 4.3 0 0 1 10 4.5a4.3 4.3 0 0 1 8.5 2C18.5 10 16 13 10 18z',
  d: 'M10 1.5L17 10l-7 8.5L3 10z',
  s: 'M10 1.5C15 7 18.5 9.5 18.5 12.5a3.9 3.9 0 0 1-7.3 1.9l1.3 4.1h-5l1.3-4.1a3.9 3.9 0 0 1-7.3-1.9C1.5 9.5 5 7 10 1.5z',
  c: 'M10 1.8a3.7 3.7 0 0 1 3 5.9 3.7 3.7 0 1 1-1.7 6.6l1.2 3.9h-5l1.2-3.9A3.7 3.7 0 1 1 7 7.7a3.7 3.7 0 0 1 3-5.9z',
};

export function FrenchGlyph({ suit, x = 0, y = 0, size = 20 }: { suit: FrenchSuit; x?: number; y?: number; size?: number }) {
  const red = suit === 'h' || suit === 'd';
  return <path d={FRENCH_SUIT_PATH[suit]} fill={red ? '#c0182b' : '#1b1b1b'} transform={`translate(${x} ${y}) scale(${size / 20})`} />;
}
