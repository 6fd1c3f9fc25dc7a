/**
 * The words of the whole game and its tools (the score sheet, the bid advisor, seats, hints and the computer's
 * tricks), joined to the islands' own (GW, src/i18n/gongor-whist.ts): the catalogs' `play` section, which a browser
 * loads on the game's play page only (loadGameCatalogs, src/i18n/game-catalogs.ts), so the worked examples' page
 * loads none of it (issue 16). Only the play page's islands import this module.
 */
import { fmt, plural, templated } from './format';
import { numberText } from './numbers';
import type { Half } from '../engine/gongor-whist/engine';
import type { PolicyReasonCode } from '../islands/gongor-whist/policy';
import { GW, GONGOR_WHIST_PLAY_SECTION } from './gongor-whist';
import type { Lang } from './ui';
import type EnCatalog from './en/gongor-whist.json';

type GongorWhistPlayWords = typeof EnCatalog.play;

function words(base: (typeof GW)[Lang], w: GongorWhistPlayWords) {
  const tricks = (n: number) => plural(w.tricksN, n);
  return {
    ...base,
    ...w,
    ...templated(w, { playCard: 'name', autoLine: 'what', hintLine: 'what', hintBid: 'n p', computerTrick: 'n' }),
    tricksOf: (won: number, bid: number | null) => (bid === null ? `${won}` : fmt(w.tricksOf, { won, bid })),
    handLabel: (half: Half, pass: number) => fmt(half === 'fore' ? w.handLabel.fore : w.handLabel.aft, { pass }),
    handResult: (bid: number, n: number, made: boolean) => fmt(made ? w.handMade : w.handMissed, { bid, tricks: tricks(n) }),
    gameLost: (bid: number, n: number) => fmt(w.gameLost, { bid, tricks: tricks(n) }),
    pointsEnd: (score: number, clear: boolean, passes: number, openEnded = false) =>
      fmt(clear ? w.pointsEnd.clear : openEnded ? w.pointsEnd.open : w.pointsEnd.plain, { score, passes: plural(w.passesAfter, passes) }),
    advisorSamples: (n: number) => fmt(w.advisorSamples, { n: numberText(n, w.number) }),
    pct: (p: number) => fmt(w.pct, { n: numberText(p * 100, w.number, 1) }),
    passesAtMost: (n: number) => plural(w.passesAtMost, n),
    trickDone: (won: boolean) => (won ? w.trickDone.won : w.trickDone.lost),
    policyReasons: Object.fromEntries(
      Object.entries(w.policyReasons satisfies Record<PolicyReasonCode, string>).map(([code, s]) => [code, (need: number) => fmt(s, { missing: plural(w.stillMissing, need) })]),
    ) as Record<PolicyReasonCode, (need: number) => string>,
  };
}

/**
 * The islands' words with the whole game's, per language. (The section is there on the play page, where every island
 * that imports this module stands; anywhere else this module fails as it loads, and the island says it could not.)
 */
export const GWP = { de: words(GW.de, GONGOR_WHIST_PLAY_SECTION.de!), en: words(GW.en, GONGOR_WHIST_PLAY_SECTION.en!) };
