/**
 * The names of a game's pages (src/lib/game-parts.ts) in both languages, for the
 * tabs above each of them and the links under each game on the home page.
 * Server-side only (Astro components): no island imports it.
 */
import type { GamePart } from '../lib/game-parts';
import type { Lang } from './ui';

export type ShownPart = Exclude<GamePart, 'variants'>;

export const PART_WORDS: Readonly<Record<Lang, Readonly<Record<ShownPart, string>> & { nav: string; start: (game: string) => string }>> = {
  de: { nav: 'Teile dieses Spiels', learn: 'Lernen', rules: 'Regeln', examples: 'Beispiele', play: 'Spielen', start: (game) => `${game}: einsteigen` },
  en: { nav: 'Parts of this game', learn: 'Learn', rules: 'Rules', examples: 'Examples', play: 'Play', start: (game) => `${game}: where to start` },
};

/** The address of a game's part (the rules are the game's own page). */
export const partHref = (lang: Lang, game: string, part: ShownPart) => `/${lang}/${game}/${part === 'rules' ? '' : `${part}/`}`;
