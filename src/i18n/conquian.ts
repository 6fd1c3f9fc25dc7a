/**
 * Conquian island strings: the catalogs src/i18n/{de,en}/conquian.json (rule
 * names, island words, one sentence per violation and parse code) made into the
 * typed tables the islands use (the rule names and violations by ./conquian-core.ts); a missing sentence for an engine code is a
 * compile error.
 */
import type { ConquianMoveParseCode } from '../engine/conquian/codes';
import { covers, fmt, sentences, templated } from './format';
import { loadGameCatalogs } from './game-catalogs';
import { conquianRuleText } from './conquian-core';
import type EnCatalog from './en/conquian.json';

/**
 * Both catalogs (in a browser only the page's language), with their `play` section, the words only the whole game
 * uses, on the game's play page only (loadGameCatalogs); the German one must have every key of the English one.
 */
const CAT = await loadGameCatalogs<typeof EnCatalog>(
  () => import('./de/conquian.json?examples', { with: { type: 'json' } }),
  () => import('./en/conquian.json?examples', { with: { type: 'json' } }),
  () => import('./de/conquian.json', { with: { type: 'json' } }),
  () => import('./en/conquian.json', { with: { type: 'json' } }),
);
/** The catalogs' `play` sections: loaded on the game's play page (and on the server) only, else undefined (src/i18n/conquian-play.ts). */
export const CONQUIAN_PLAY_SECTION = { de: CAT.de.play, en: CAT.en.play };
const { de, en } = CAT;

const RULE_TEXT = conquianRuleText(CAT);
export const CONQUIAN_RULE_NAMES = RULE_TEXT.names;
/** One sentence per violation code the Conquian engine returns. */
export const CONQUIAN_VIOLATIONS = RULE_TEXT.violations;

function words(w: typeof EnCatalog.ui, phases: typeof EnCatalog.phases) {
  return {
    ...w,
    phases,
    ...templated(w, { toAct: 'p', win: 'p', hidden: 'n' }),
    player: (p: number) => fmt(w.player, { seat: p === 0 ? 'A' : 'B' }),
    draw: (d: boolean) => (d ? w.draw.doubled : w.draw.plain),
    winsNow: (p: string, cards: string) => fmt(cards ? w.winsNow.with : w.winsNow.none, { p, cards }),
    act: {
      ...w.act,
      meld: (hand: string, centre: boolean) => fmt(!hand ? w.act.meld.centre : centre ? w.act.meld.handCentre : w.act.meld.hand, { hand }),
      discard: (c: string) => fmt(w.act.discard, { c }),
    },
    log: {
      ...templated(w.log, { turn: 'p c', pass: 'p c', decline: 'p c', discard: 'p c', force: 'p c', noForce: 'p' }),
      meld: (p: string, hand: string, c: string) => fmt(hand && c ? w.log.meld.both : hand ? w.log.meld.hand : w.log.meld.centre, { p, hand, c }),
    },
  };
}

export const CQ = { de: words(de.ui, de.phases), en: words(en.ui, en.phases) };

/**
 * What is wrong with a typed move that does not read, in both languages (one per code parseMove can return: the only
 * parse errors a reader meets), from the bad token and its place (0-based; said 1-based, as Gongor Whist's).
 */
export const CONQUIAN_PARSE_MESSAGES = sentences<ConquianMoveParseCode, [token: string, position: number]>(
  { de: covers<ConquianMoveParseCode>(de.parse), en: covers<ConquianMoveParseCode>(en.parse) },
  (_lang, token, pos) => ({ token, pos: pos + 1 }),
);
