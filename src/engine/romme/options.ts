/**
 * Rommé options as link text: the part after "~" in ?rm-play=<seed>~<options>:<moves>.
 *
 *   <players 2–6> [variation letter [limit]] [reading letters] [.<key><value> …]
 *
 * Variation letters: n "Rommé mit n" (optionally followed by its limit 0–30,
 * default 7), o ten cards of one suit, m several discards, k the children's
 * game. Reading letters, each at most once, in any order: l lay off only from
 * the turn after the first meld, j one joker per meld, d no going out by
 * discarding, r the deal ends when the stock is empty, a no run A-…-K-A,
 * f first dealer by the first Ace, c the caller's leftovers count, s an
 * undeclared joker is read from its place, t the discard before one's first
 * meld only to meld it at once. Every link written before these options moved
 * into the engine uses only this part and opens the same game.
 *
 * Options no earlier link could carry follow as ".<key><value>", each at most
 * once: .m first-meld minimum (0–999, default 40), .g deals in the game (1–99;
 * default one per player), .t turn limit of a deal (1–9999, default 300), .j
 * jokers per meld other than one (0–9; ".j1" is the letter j), .d the first
 * dealer's seat letter (A–F; default: found by drawing), .l the "Rommé mit n"
 * limit when another variation is played (it has no effect there).
 *
 * format writes the canonical form (defaults left out, letters in the order
 * above); parse reads any string without throwing and names the bad token.
 * Empty text is the default options (a link with a bare seed).
 */
import { lookup } from '../core/game';
import { parseError, parsed, type ParseResult } from '../core/result';
import type { RommeParseCode } from './codes';
import { DEFAULT_OPTIONS, SEATS, type RommeOptions, type Variant } from './engine';

const VARIANT_LETTER: Readonly<Record<Variant, string>> = { standard: '', noLayout: 'n', oneSuit: 'o', multiDiscardTake: 'm', kids7: 'k' };
const LETTER_VARIANT: Readonly<Record<string, Variant>> = { n: 'noLayout', o: 'oneSuit', m: 'multiDiscardTake', k: 'kids7' };

/** Reading letters: which option each sets, and to what, in canonical order. */
const READINGS: readonly { readonly letter: string; readonly on: (o: RommeOptions) => boolean; readonly set: Partial<RommeOptions> }[] = [
  { letter: 'l', on: (o) => !o.layOffSameTurnAsInitial, set: { layOffSameTurnAsInitial: false } },
  { letter: 'j', on: (o) => o.maxJokersPerMeld === 1, set: { maxJokersPerMeld: 1 } },
  { letter: 'd', on: (o) => !o.goOutWithDiscard, set: { goOutWithDiscard: false } },
  { letter: 'r', on: (o) => !o.stockOutReshuffleDiscards, set: { stockOutReshuffleDiscards: false } },
  { letter: 'a', on: (o) => !o.aceBothEnds, set: { aceBothEnds: false } },
  { letter: 'f', on: (o) => o.firstDealer === 'firstAce', set: { firstDealer: 'firstAce' } },
  { letter: 'c', on: (o) => o.noLayoutCallerPenalty, set: { noLayoutCallerPenalty: true } },
  { letter: 's', on: (o) => o.jokerBySkatOrder, set: { jokerBySkatOrder: true } },
  { letter: 't', on: (o) => o.takeDiscardBeforeFirstMeld === 'meldAtOnce', set: { takeDiscardBeforeFirstMeld: 'meldAtOnce' } },
];
const READING_BY_LETTER: Readonly<Record<string, Partial<RommeOptions>>> = Object.fromEntries(READINGS.map((r) => [r.letter, r.set]));

/** The ".<key><value>" extensions: how each reads and writes its value. */
interface Extension {
  readonly key: string;
  /** The value text when the option differs from what the letters already say; null: nothing to write. */
  write(o: RommeOptions): string | null;
  /** The options this value sets, or null when the value is not one this key takes. */
  read(value: string, players: number): Partial<RommeOptions> | null;
}

const int = (v: string, digits: number, min: number, max: number): number | null => {
  if (!new RegExp(`^[0-9]{1,${digits}}$`).test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};

/** A number extension: written when `shown`, read as at most `digits` digits within [min, max]. */
const numberExtension = (
  key: string,
  field: 'firstMeldMinimum' | 'deals' | 'turnCap' | 'maxJokersPerMeld' | 'noLayoutLimit',
  digits: number,
  [min, max]: readonly [number, number],
  shown: (o: RommeOptions) => boolean,
): Extension => ({
  key,
  write: (o) => (shown(o) ? String(o[field]) : null),
  read: (v) => {
    const n = int(v, digits, min, max);
    return n === null ? null : ({ [field]: n } as Partial<RommeOptions>);
  },
});

const EXTENSIONS: readonly Extension[] = [
  numberExtension('m', 'firstMeldMinimum', 3, [0, 999], (o) => o.firstMeldMinimum !== DEFAULT_OPTIONS.firstMeldMinimum),
  numberExtension('g', 'deals', 2, [1, 99], (o) => o.deals > 0),
  numberExtension('t', 'turnCap', 4, [1, 9999], (o) => o.turnCap !== DEFAULT_OPTIONS.turnCap),
  numberExtension('j', 'maxJokersPerMeld', 1, [0, 9], (o) => o.maxJokersPerMeld !== null && o.maxJokersPerMeld !== 1),
  {
    key: 'd',
    write: (o) => (o.dealer === null ? null : SEATS[o.dealer] ?? null),
    read: (v, players) => {
      const seat = SEATS.indexOf(v as (typeof SEATS)[number]);
      return seat >= 0 && seat < players ? { dealer: seat } : null;
    },
  },
  numberExtension('l', 'noLayoutLimit', 2, [0, 30], (o) => o.variant !== 'noLayout' && o.noLayoutLimit !== DEFAULT_OPTIONS.noLayoutLimit),
];
const EXTENSION_BY_KEY: Readonly<Record<string, Extension>> = Object.fromEntries(EXTENSIONS.map((e) => [e.key, e]));

/** The link text of these options (canonical: defaults left out). */
export function formatOptions(o: RommeOptions): string {
  let f = String(o.players) + VARIANT_LETTER[o.variant];
  if (o.variant === 'noLayout' && o.noLayoutLimit !== DEFAULT_OPTIONS.noLayoutLimit) f += String(o.noLayoutLimit);
  for (const r of READINGS) if (r.on(o)) f += r.letter;
  for (const e of EXTENSIONS) {
    const v = e.write(o);
    if (v !== null) f += `.${e.key}${v}`;
  }
  return f;
}

/** Read options link text; every option it does not name has its default. */
export function parseOptions(text: string): ParseResult<RommeOptions, RommeParseCode> {
  if (typeof text !== 'string') return parseError('empty', '', 0);
  // a link without option text ("?rm-play=<seed>" or "<seed>:<moves>") plays the defaults
  if (text === '') return parsed({ ...DEFAULT_OPTIONS });
  const at = (i: number, code: RommeParseCode, len = 1) => parseError(code, text.slice(i, i + len), i);
  if (!/^[2-6]$/.test(text[0]!)) return at(0, 'bad-players');
  let o: RommeOptions = { ...DEFAULT_OPTIONS, players: Number(text[0]) };
  let i = 1;
  const variant = lookup(LETTER_VARIANT, text[i] ?? '');
  if (variant) {
    o = { ...o, variant };
    i++;
  }
  const seen = new Set<string>();
  const digits = /^[0-9]*/.exec(text.slice(i))![0];
  if (digits.length) {
    const limit = o.variant === 'noLayout' ? int(digits, 2, 0, 30) : null;
    if (limit === null) return at(i, 'bad-value', digits.length);
    o = { ...o, noLayoutLimit: limit };
    seen.add('.l');
    i += digits.length;
  }
  for (; i < text.length && text[i] !== '.'; i++) {
    const set = lookup(READING_BY_LETTER, text[i]!);
    if (!set) return at(i, 'bad-option');
    if (seen.has(text[i]!)) return at(i, 'duplicate-option');
    seen.add(text[i]!);
    o = { ...o, ...set };
  }
  while (i < text.length) {
    // text[i] is '.'
    const end = text.indexOf('.', i + 1);
    const part = text.slice(i + 1, end < 0 ? text.length : end);
    const ext = lookup(EXTENSION_BY_KEY, part.slice(0, 1));
    if (!ext) return at(i, 'bad-option', part.length + 1);
    if (seen.has(`.${ext.key}`) || (ext.key === 'j' && seen.has('j'))) return at(i, 'duplicate-option', part.length + 1);
    seen.add(`.${ext.key}`);
    const set = ext.read(part.slice(1), o.players);
    if (!set) return at(i, 'bad-value', part.length + 1);
    o = { ...o, ...set };
    i += part.length + 1;
  }
  return parsed(o);
}
