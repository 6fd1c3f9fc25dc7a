/**
 * Every letter or word a game link can carry is explained on the notation
 * pages in both languages (src/notation/{de,en}/<game>.mdx): the option
 * letters each game's options codec writes, and the seat letters of the
 * game islands' seat fields. The letters are found by asking the codecs
 * themselves (every short text they accept, written back), so a new letter
 * fails here until the notation partials mention it as `x`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { GameId } from '../../src/engine/core/game';
import { DEFAULT_OPTIONS as QX_DEFAULTS, formatOptions as qxFormat, parseOptions as qxParse, type QuincunxOptions } from '../../src/engine/quincunx';
import { SEATS_KEY as CQ_SEATS, seatsText as cqSeats, type SeatKind as CqSeat } from '../../src/islands/conquian/computer';
import { SEATS_KEY as RM_SEATS, formatSeats as rmSeats } from '../../src/islands/romme/seats';
import { SEAT_KEY as QX_SEATS, seatsToUrl as qxSeats } from '../../src/islands/quincunx/computer';

const LANGS = ['de', 'en'] as const;
const partial = (lang: string, game: GameId) => readFileSync(new URL(`../../src/notation/${lang}/${game}.mdx`, import.meta.url), 'utf8');
const codec = (id: GameId) => GAMES.find((g) => g.id === id)!.options as { parse(t: string): { ok: boolean; value?: unknown }; format(o: unknown): string };

const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
/** What the codec writes for every text in `texts` it accepts. */
function written(id: GameId, texts: readonly string[]): string[] {
  const c = codec(id);
  const out: string[] = [];
  for (const t of texts) {
    const r = c.parse(t);
    if (r.ok) out.push(c.format(r.value));
  }
  return out;
}
const letters = (texts: readonly string[]) => new Set(texts.flatMap((t) => t.match(/[a-z]/gi) ?? []));

/** The code spans of a partial: `x`, `cq-seats`, `dealer=<seat>` … */
const spans = (text: string) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!));
function expectMentioned(lang: string, game: GameId, tokens: Iterable<string>, fromLinks = true) {
  // the link paragraphs: from "In a link" on (a letter named elsewhere, e.g. in the position fields, does not count)
  const full = partial(lang, game);
  const at = full.indexOf(lang === 'de' ? 'In einem Link' : 'In a link');
  expect(at, `${lang}/${game}.mdx has a link paragraph`).toBeGreaterThan(0);
  const text = fromLinks ? full.slice(at) : full;
  const code = spans(text);
  const missing = [...tokens].filter((t) => {
    // a key with a number ("dealer=2", ".m50") is explained by its key: `dealer=…` or `.m`
    const key = /^(\.?[a-z]+=?)\d+$/i.exec(t)?.[1];
    return key ? ![...code].some((s) => s.startsWith(key)) : !code.has(t);
  });
  expect(missing, `${lang}/${game}.mdx does not mention these as code`).toEqual([]);
}

describe('the notation partials explain every letter a link can carry', () => {
  it('Conquian: option letters and cq-seats', () => {
    const opts = letters(written('conquian', [...LOWER, ...LOWER.flatMap((a) => LOWER.map((b) => a + b))]));
    expect([...opts].sort()).toEqual(['d', 'h', 'n', 's', 't']); // the codec's letters today; a new one must be documented
    const kinds: CqSeat[] = ['h', 'b', 's'];
    const seats = letters(kinds.flatMap((a) => kinds.flatMap((b) => [false, true].map((open) => cqSeats({ kinds: [a, b], open })))));
    expect(seats).toEqual(new Set(['h', 'b', 's', 'o']));
    for (const lang of LANGS) expectMentioned(lang, 'conquian', [...opts, ...seats, `?${CQ_SEATS}=`]);
  });

  it('Rommé: players, variation and reading letters, the .-settings and rm-seats', () => {
    const one = written('romme', ['2', '6', ...LOWER.map((c) => `4${c}`), ...LOWER.flatMap((c) => ['0', '1', '2', '7', '50', 'A', 'B'].map((v) => `4.${c}${v}`))]);
    const tokens = new Set(one.flatMap((t) => t.replace(/^\d/, '').match(/\.[a-z][0-9A-F]*|[a-z]\d*/g) ?? []));
    expect([...new Set([...tokens].filter((t) => t.startsWith('.')).map((t) => t.slice(0, 2)))].sort()).toEqual(['.d', '.g', '.j', '.l', '.m', '.t']);
    const seats = letters([rmSeats(['human', 'beginner', 'strong'])]);
    // ".dB" is explained by `.d`, "n10" by `n`
    const keys = [...tokens].map((t) => (t.startsWith('.') ? t.slice(0, 2) : t.replace(/\d+$/, '')));
    for (const lang of LANGS) expectMentioned(lang, 'romme', [...new Set(keys), ...seats, `?${RM_SEATS}=`]);
  });

  it('Gongor Whist: option letters', () => {
    const texts = [...LOWER, ...LOWER.flatMap((a) => LOWER.map((b) => a + b)), 'p10', 'pc10'];
    const opts = letters(written('gongor-whist', texts));
    expect([...opts].sort()).toEqual(['a', 'c', 'd', 'm', 'n', 'o', 'p', 't', 'u']); // the codec's letters today
    for (const lang of LANGS) expectMentioned(lang, 'gongor-whist', opts);
  });

  it('Quincunx: option words, dealer= and qx-seats', () => {
    // Every option with the values it can take besides its default. Typed against QuincunxOptions, so a new
    // option does not compile until it is listed here (and then its word must be documented).
    const DOMAINS: { readonly [K in keyof QuincunxOptions]: readonly QuincunxOptions[K][] } = {
      mode: ['standard', 'openSpread', 'solitaire4x4'], players: [1, 2, 3, 4], dealer: [null, 0, 1, 2, 3],
      excuse: [true], pawns: [true], flush: [true], muggins: [true], pairsOrthogonalOnly: [false],
      tripleExcludesPair: ['strict'], extendCountsAsComplete: [false], bothBonusesInOneLine: [true], pawnBridges9Crown: [true],
      pawnPowerPlayValue: [0, 2], powerPlayOrthogonalOnly: [false], powerPlayCountsPartners: [true], flushRequiresCommonSuit: [false],
      mugginsBeneficiary: ['allOpponents'],
    };
    expect(Object.keys(DOMAINS).sort()).toEqual(Object.keys(QX_DEFAULTS).sort());
    const words = new Set<string>();
    for (const [key, values] of Object.entries(DOMAINS)) {
      for (const v of values) {
        const text = qxFormat({ ...QX_DEFAULTS, [key]: v });
        expect(qxParse(text).ok, text).toBe(true);
        for (const w of text.split(' ')) if (w) words.add(w);
      }
    }
    expect(words.has('dealer=0')).toBe(true);
    const seats = letters([qxSeats(['you', 'beginner', 'strong'])]);
    for (const lang of LANGS) expectMentioned(lang, 'quincunx', [...words, ...seats, `?${QX_SEATS}=`], false); // option words have their own paragraph
  });
});
