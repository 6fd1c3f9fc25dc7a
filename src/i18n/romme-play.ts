/**
 * The words of the whole game and the meld checker (seats, hints, the computer, the card picker and the checker's
 * verdicts), joined to the islands' own (RM, src/i18n/romme.ts): the catalogs' `play` section, which a browser loads
 * on the game's play page only (loadGameCatalogs, src/i18n/game-catalogs.ts), so the worked examples' page loads
 * none of it (issue 16). Only the play page's islands import this module.
 */
import { fmt, templated } from './format';
import { RM, ROMME_PLAY_SECTION } from './romme';
import type { Lang } from './ui';
import type EnCatalog from './en/romme.json';

type RommePlayWords = typeof EnCatalog.play;

function words(base: (typeof RM)[Lang], w: RommePlayWords) {
  return {
    ...base,
    ...w,
    ...templated(w, {
      removeCard: 'name', firstYes: 'v min', firstNo: 'v min', firstMeldNeeds: 'min', dealsNow: 'p', seatsSummary: 'who', waiting: 'p', thinking: 'p',
      automatic: 'what', turnOf: 'p', hintText: 'what',
    }),
    valid: (kind: 'run' | 'set', v: number) => fmt(kind === 'run' ? w.valid.run : w.valid.set, { v }),
    seatComputer: (strong: boolean) => (strong ? w.seatComputer.strong : w.seatComputer.beginner),
    suggestion: (c: string, points: number) => fmt(w.suggestion, { c, points }),
    seatKind: w.seatKind satisfies Record<'human' | 'beginner' | 'strong', string>,
    speeds: w.speeds satisfies Record<'slow' | 'normal' | 'fast', string>,
  };
}

/**
 * The islands' words with the whole game's, per language. (The section is there on the play page, where every island
 * that imports this module stands; anywhere else this module fails as it loads, and the island says it could not.)
 */
export const RMP = { de: words(RM.de, ROMME_PLAY_SECTION.de!), en: words(RM.en, ROMME_PLAY_SECTION.en!) };
