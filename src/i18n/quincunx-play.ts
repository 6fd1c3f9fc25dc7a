/**
 * The words of the whole game and the explorer (seats, hints, the computer, the scoreboard and the explorer's
 * controls), joined to the islands' own (QX, src/i18n/quincunx.ts): the catalogs' `play` section, which a browser
 * loads on the game's play page only (loadGameCatalogs, src/i18n/game-catalogs.ts), so the worked examples' page
 * loads none of it (issue 16). Only the play page's islands import this module.
 */
import { fmt, plural, templated } from './format';
import { QX, QUINCUNX_PLAY_SECTION } from './quincunx';
import type { Lang } from './ui';
import type EnCatalog from './en/quincunx.json';

type QuincunxPlayWords = typeof EnCatalog.play;

function words(base: (typeof QX)[Lang], w: QuincunxPlayWords) {
  return {
    ...base,
    ...w,
    ...templated(w, {
      nPlayers: 'n', chosen: 'c', pending: 'm', lastTurn: 'p c cell', roundOver: 'n', roundOf: 'n of', winner: 'names', seatOf: 'p', youAre: 'p',
      computerName: 'p', hintFor: 'm', thinking: 'p', computerMove: 'p m', computerDeal: 'p', auto: 'm',
    }),
    mugginsWrong: (p: string, diff: number, to: string) => fmt(w.mugginsWrong, { p, to, gets: plural(to.includes(',') ? w.mugginsMany : w.mugginsOne, diff) }),
    faceDown: (n: number) => plural(w.faceDown, n),
    legalCount: (n: number) => plural(w.legalCount, n),
  };
}

/**
 * The islands' words with the whole game's, per language. (The section is there on the play page, where every island
 * that imports this module stands; anywhere else this module fails as it loads, and the island says it could not.)
 */
export const QXP = { de: words(QX.de, QUINCUNX_PLAY_SECTION.de!), en: words(QX.en, QUINCUNX_PLAY_SECTION.en!) };
