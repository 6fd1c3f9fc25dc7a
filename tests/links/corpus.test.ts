/**
 * Links never break (issue 10, deliverable 6).
 *
 * tests/fixtures/links.json holds every link the notation pages show and a
 * corpus of links the islands themselves wrote (worked examples at every
 * step and with the reader's own moves, games mid-play and at the end for
 * many seeds, player counts and option letters, the Quincunx explorer, the
 * Rommé checker, the bid advisor, and tampered values), each with what it
 * opened on main at 02fbb5d, before the GameEngine refactor: the game's
 * position notation of the state, the example step, the moves replayed, the
 * seat to act, the legal moves in move notation, the options in link text —
 * or { bad: true } when the island refuses it.
 *
 * HOW A REFACTOR KEEPS THIS PASSING
 * - The fixture never changes, except by adding entries (scripts/make-link-
 *   corpus.ts; check with git diff that no existing entry changed). A
 *   published link is a promise: if an entry fails, the change broke a link.
 * - Only the reading adapter in tests/links/open.ts may change: the block
 *   "THE READING ADAPTER" that maps an island key to today's reader
 *   (gameFromUrl, exampleFromUrl, …). Point it at the new API (e.g. the
 *   engine's options codec and a generic useGame reader) and describe the
 *   opened state in the same words — the describers may call the new
 *   GameEngine (notation.formatPosition, legalMoves, …) as long as the text
 *   they produce is the same.
 * - A deliberate change of what a link opens (a rules bug fix that changes a
 *   legal-move list, say) is a broken promise unless the old link is still
 *   read the old way; discuss it in the issue before touching an entry.
 * - The one exception so far: worked examples whose starting position was
 *   wrong (issue 12 made every example reachable in play). Their links still
 *   open the same example at the same step with the same moves of the
 *   reader's own; only the corrected cards differ. Such entries were
 *   re-described by scripts/revise-link-corpus.ts and carry `revised` with
 *   the reason (two Rommé joker-exchange links whose own move used the card
 *   that had to go now open the example's start with a notice).
 * - The second: eleven tampered game links (session 26). They are still
 *   refused with a notice; behind it they now open the link's own deal at the
 *   moves before the bad one, where Conquian, Gongor Whist and Quincunx had
 *   opened their default deal and Rommé the deal's start. No link an island
 *   wrote changed; the entries carry `revised`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONQUIAN_EXAMPLES } from '../../src/engine/conquian';
import { ROMME_EXAMPLES } from '../../src/engine/romme';
import { QUINCUNX_EXAMPLES } from '../../src/engine/quincunx';
import { GONGOR_WHIST_EXAMPLES } from '../../src/engine/gongor-whist';
import { encodeQueryValue } from '../../src/islands/shared/url';
import { GAME_KEYS, openLink, type LinkEntry } from './open';

const ROOT = new URL('../../', import.meta.url);
const entries = JSON.parse(readFileSync(new URL('tests/fixtures/links.json', ROOT), 'utf8')) as LinkEntry[];

const byKey = new Map<string, LinkEntry[]>();
for (const e of entries) byKey.set(e.island, [...(byKey.get(e.island) ?? []), e]);

describe('the link corpus', () => {
  it('covers every island key and every worked example, with good and tampered values', () => {
    const exampleKeys = [
      ...CONQUIAN_EXAMPLES.map((e) => `cq-${e.id}`),
      ...ROMME_EXAMPLES.map((e) => `rm-${e.id}`),
      ...QUINCUNX_EXAMPLES.map((e) => `qx-${e.id}`),
      ...GONGOR_WHIST_EXAMPLES.map((e) => `gw-${e.id}`),
    ];
    for (const key of [...GAME_KEYS, ...exampleKeys]) {
      const list = byKey.get(key) ?? [];
      expect(list.filter((e) => !('bad' in e.expect)).length, key).toBeGreaterThan(0);
    }
    for (const key of GAME_KEYS) expect((byKey.get(key) ?? []).some((e) => 'bad' in e.expect), key).toBe(true);
    expect(entries.length).toBeGreaterThan(900);
  });

  it('holds every link the notation pages show', () => {
    const files = ['en', 'de'].flatMap((l) => readdirSync(new URL(`src/notation/${l}/`, ROOT)).map((f) => `src/notation/${l}/${f}`));
    let shown = 0;
    for (const file of files) {
      for (const line of readFileSync(new URL(file, ROOT), 'utf8').split('\n')) {
        const m = /^\?((?:cq|rm|qx|gw)-[a-z0-9-]+)=/.exec(line.trim());
        if (!m) continue;
        shown++;
        const value = new URLSearchParams(line.trim().slice(1)).get(m[1]!);
        const entry = entries.find((e) => e.island === m[1] && e.value === value);
        expect(entry, `${file}: ${line} is not in the fixture (add it with scripts/make-link-corpus.ts)`).toBeDefined();
        expect(entry!.doc).toContain(file);
        expect('bad' in entry!.expect, `${line} is documented but refused`).toBe(false);
      }
    }
    expect(shown).toBeGreaterThanOrEqual(20);
  });

  it('survives the address bar: the islands’ query encoding reads back to the same value', () => {
    for (const e of entries) {
      const back = new URLSearchParams(`${e.island}=${encodeQueryValue(e.value)}`).get(e.island);
      expect(back, `${e.island}=${e.value}`).toBe(e.value);
    }
  });
});

describe('every link opens what it opened before', () => {
  for (const [key, list] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    it(`${key} (${list.length} links)`, () => {
      for (const e of list) expect(openLink(e.island, e.value), `?${e.island}=${e.value}`).toEqual(e.expect);
    });
  }
});
