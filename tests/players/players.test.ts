/**
 * The computer players on every game: every move they choose is one of the
 * legal moves and the engine accepts it, whole seeded games end, the same
 * seed gives the same moves, and every reason names a code the page can say
 * and a rule the page has. (Counts are small here; `npm run bench -- players`
 * plays 1,000 deals per pairing with the full budget.)
 */
import { describe, expect, it } from 'vitest';
import { playWith, randomPlayer, type Choice, type Player } from '../../src/engine/core/player';
import { reasonText } from '../../src/i18n/players';
import { CASES, strengths } from './setup';

const GAMES_PER_OPTIONS = { beginner: 3, strong: 1 } as const;

describe.each(CASES)('$game.id players', (c) => {
  const { game } = c;
  for (const [strength, player] of strengths(c)) {
    it(`${strength}: every move legal and explained, in seeded games under ${c.options.length} option sets`, () => {
      let moves = 0;
      const codes = new Set<string>();
      for (const [k, options] of c.options.entries()) {
        const n = GAMES_PER_OPTIONS[strength as keyof typeof GAMES_PER_OPTIONS];
        for (let g = 0; g < n; g++) {
          const seats = game.seats(game.setup(options, 0));
          // the player in every other seat, the random player beside it (so it meets positions it would not make itself)
          const checked: Player<unknown, unknown> = {
            id: player.id,
            choose(d) {
              const choice: Choice<unknown> = player.choose(d);
              const json = JSON.stringify(choice.move);
              expect(d.legal.some((m) => JSON.stringify(m) === json), `${game.id} ${strength}: ${json} is not among the legal moves`).toBe(true);
              expect(c.codes.includes(choice.reason.code) || choice.reason.code === 'only-move', `unknown reason code ${choice.reason.code}`).toBe(true);
              if (choice.reason.rule !== undefined) expect(game.rules.has(choice.reason.rule), `unknown rule ${choice.reason.rule}`).toBe(true);
              for (const lang of ['de', 'en'] as const) {
                const text = reasonText(game.id, choice.reason, lang);
                expect(text).not.toMatch(/undefined|NaN|\[object|\?\?/);
                expect(text.length).toBeGreaterThan(5);
              }
              codes.add(choice.reason.code);
              moves++;
              return choice;
            },
          };
          const table = Array.from({ length: seats }, (_, i) => (i % 2 === g % 2 ? checked : randomPlayer<unknown, unknown>()));
          // playWith throws on a move the engine refuses
          const r = playWith(game, options, `${k}-${g}`, table, { moveSeed: g });
          expect(game.result(r.state), `${game.id}: game ${k}-${g} did not end`).not.toBeNull();
        }
      }
      expect(moves).toBeGreaterThan(10);
      // the players explain themselves with more than one sentence
      expect(codes.size).toBeGreaterThan(2);
    });

    it(`${strength}: the same seed gives the same moves`, () => {
      const options = c.options[0]!;
      const seats = game.seats(game.setup(options, 0));
      const table = Array.from({ length: seats }, () => player);
      const a = playWith(game, options, 'same', table, { moveSeed: 5, maxMoves: 60 });
      const b = playWith(game, options, 'same', table, { moveSeed: 5, maxMoves: 60 });
      expect(b.moves).toEqual(a.moves);
      expect(a.moves.length).toBeGreaterThan(0);
    });
  }
});

describe('Quincunx: the expected best reply', () => {
  it('equals the mean, over every hand the next seat may hold, of its best placement', async () => {
    const { QUINCUNX } = await import('../../src/engine/quincunx/game');
    const { QUINCUNX_PLAYERS, expectedReply } = await import('../../src/engine/quincunx/players');
    const { deckFor, legalCells } = await import('../../src/engine/quincunx/engine');
    const { cellIndex, scorePlacement, scoringRules } = await import('../../src/engine/quincunx/scoring');
    const { Rng } = await import('../../src/engine/core/rng');
    let checked = 0;
    for (const seed of ['er-1', 'er-2', 'er-3']) {
      // play on until few cards are unseen, so every hand can be listed
      let s = QUINCUNX.setup({ players: 2 }, seed);
      const rng = Rng.from(seed);
      for (;;) {
        const seat = QUINCUNX.toAct(s)!;
        const view = QUINCUNX.viewFor(s, seat);
        const seen = new Set([...s.spread.filter((c): c is string => c != null), ...s.hands[seat]!]);
        const unseen = deckFor(s.options).filter((c) => !seen.has(c));
        const size = s.hands[(seat + 1) % 2]!.length;
        if (unseen.length <= 9 && size > 0 && s.phase === 'play') {
          const legal = QUINCUNX.legalMoves(s);
          const move = legal[rng.int(legal.length)] as Extract<(typeof legal)[number], { type: 'place' }>;
          const cells = s.spread.slice();
          cells[cellIndex(move.cell, s.rows, s.cols)] = move.card;
          const after = { ...s, spread: cells };
          const open = legalCells(after).map((c) => cellIndex(c, s.rows, s.cols));
          const best = (card: string) => Math.max(...open.map((i) => scorePlacement({ rows: s.rows, cols: s.cols, cells }, i, card, scoringRules(s.options)).points));
          // every hand of `size` cards from the unseen ones
          let sum = 0;
          let count = 0;
          const pick = (from: number, hand: string[]) => {
            if (hand.length === size) {
              sum += Math.max(...hand.map(best));
              count++;
              return;
            }
            for (let i = from; i < unseen.length; i++) pick(i + 1, [...hand, unseen[i]!]);
          };
          if (open.length) {
            pick(0, []);
            expect(expectedReply(view, move)).toBeCloseTo(sum / count, 9);
            checked++;
          }
          break;
        }
        const r = QUINCUNX.apply(s, QUINCUNX_PLAYERS.beginner.choose({ view, seat, legal: QUINCUNX.legalMoves(s), rng }).move);
        if (!r.ok || QUINCUNX.result(r.state)) break;
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('Rommé: a discard with a joker in hand', () => {
  it('is not explained by a count of unseen cards (every card is one card from a meld), in both languages', async () => {
    const { ROMME } = await import('../../src/engine/romme/game');
    const { ROMME_PLAYERS } = await import('../../src/engine/romme/players');
    let seen = 0;
    for (let g = 0; g < 40 && seen < 3; g++) {
      const checked: Player<any, any> = {
        id: 'checked',
        choose(d) {
          const choice = ROMME_PLAYERS.beginner.choose(d);
          if (choice.reason.code === 'discard-least-useful' && d.view.hand.some((c: string) => c.startsWith('Jk'))) {
            seen++;
            expect(reasonText('romme', choice.reason, 'de')).toContain('mit dem Joker auf der Hand');
            expect(reasonText('romme', choice.reason, 'en')).toContain('with the joker in hand');
            for (const lang of ['de', 'en'] as const) expect(reasonText('romme', choice.reason, lang)).not.toMatch(/\d+ (ungesehene|unseen)/);
          }
          return choice;
        },
      };
      playWith(ROMME, { players: 2, deals: 1 }, `joker-${g}`, [checked, checked], { moveSeed: g });
    }
    expect(seen).toBeGreaterThan(0);
  });
});
