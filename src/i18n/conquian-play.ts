/**
 * The words of the whole game (seats, variations, hints, the computer and the move log), joined to the islands' own
 * (CQ, src/i18n/conquian.ts): the catalogs' `play` section, which a browser loads on the game's play page only
 * (loadGameCatalogs, src/i18n/game-catalogs.ts), so the worked examples' page loads none of it (issue 16). Only the
 * play page's islands import this module.
 */
import { templated } from './format';
import { CQ, CONQUIAN_PLAY_SECTION } from './conquian';
import type { Lang } from './ui';
import type EnCatalog from './en/conquian.json';

type ConquianPlayWords = typeof EnCatalog.play;

function words(base: (typeof CQ)[Lang], w: ConquianPlayWords) {
  return {
    ...base,
    ...w,
    ...templated(w, { handOf: 'p', yourMove: 'p', waiting: 'p', hintIs: 'm', seatsSummary: 'who', chooseForce: 'c p' }),
    reasons: w.reasons as Record<string, string>,
  };
}

/**
 * The islands' words with the whole game's, per language. (The section is there on the play page, where every island
 * that imports this module stands; anywhere else this module fails as it loads, and the island says it could not.)
 */
export const CQP = { de: words(CQ.de, CONQUIAN_PLAY_SECTION.de!), en: words(CQ.en, CONQUIAN_PLAY_SECTION.en!) };
