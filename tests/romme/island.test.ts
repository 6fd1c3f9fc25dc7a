/**
 * The plain parts of the Rommé game island: what it offers for the cards the
 * reader picks (offers.ts) — every offer is a move the engine accepts, and
 * every listed legal move that uses hand cards is offered when exactly its
 * cards are picked —, the moves it plays by itself, the seats in the address
 * (seats.ts), and moves in the page's words (describe.ts).
 */
import { describe, expect, it } from 'vitest';
import { ROMME, apply, formatMove, fromPosition, legalMoves, type RommeMove, type RommeState } from '../../src/engine/romme';
import { Rng } from '../../src/engine/core/rng';
import { automaticMove, handCardsOf, meldCandidates, selectionOffers, suggestedMeld } from '../../src/islands/romme/offers';
import { allHuman, formatSeats, parseSeats, resizeSeats, seatsWithReaderAt, viewerSeat } from '../../src/islands/romme/seats';
import { describeMove, movedCards, moveRule, publicReason, recentLines, type RecentMove } from '../../src/islands/romme/describe';
import { sayBeside } from '../../src/i18n/reason-text';
import { explainRomme } from '../../src/engine/romme/players';
import { viewFor } from '../../src/engine/romme/view';
import { ROMME_REASONS } from '../../src/i18n/players/romme';
import { playRandom } from '../helpers/contract';

const OTHER = ['2c', '4h', '6d', '8c', '10s', 'Ah', '3d', '5h', '9s', "Jk'"];
const pos = (hand: string[], extra: Partial<Parameters<typeof fromPosition>[0]> = {}): RommeState =>
  fromPosition({ hands: [hand, OTHER], phase: 'play', current: 0, discard: ['6c'], ...extra });

describe('offers for the cards picked', () => {
  const first = pos(['3s', '4s', '5s', 'Jc', 'Jh', 'Jd', '7d', '8d', '2h', 'Qs', 'Kd']);

  it('a first meld from six picked cards is grouped by the search and accepted (42 points)', () => {
    const o = selectionOffers(first, ['Jd', '3s', 'Jc', '5s', 'Jh', '4s']);
    const melds = o.moves.filter((m) => m.type === 'meld');
    expect(melds).toHaveLength(1);
    expect(apply(first, melds[0]!).ok).toBe(true);
    expect(describeMove(melds[0]!, first, 'de')).toBe('Auslegen: ♣B ♥B ♦B + ♠3 ♠4 ♠5 (42 Punkte)');
    expect(describeMove(melds[0]!, first, 'en')).toBe('Meld: ♣J ♥J ♦J + ♠3 ♠4 ♠5 (42 points)');
  });

  it('three Jacks alone are refused as a first meld, with the engine’s reason', () => {
    const o = selectionOffers(first, ['Jc', 'Jh', 'Jd']);
    expect(o.moves).toEqual([]);
    expect(o.refused).toMatchObject({ rule: 'first-meld', code: 'below-minimum' });
  });

  it('three cards that make no meld say which meld rule they break', () => {
    const o = selectionOffers(first, ['3s', '4s', 'Jd']);
    expect(o.moves).toEqual([]);
    expect(o.refused?.rule).toBe('runs');
  });

  it('one card: the discard (and nothing before drawing)', () => {
    expect(selectionOffers(first, ['Kd']).moves).toEqual([{ type: 'discard', card: 'Kd' }]);
    expect(describeMove({ type: 'discard', card: 'Kd' }, first, 'de')).toBe('Abwerfen: ♦K');
    expect(selectionOffers({ ...first, phase: 'draw' }, ['Kd']).moves).toEqual([]);
  });

  it('lay-offs onto every meld they fit, a joker exchange, and each joker declaration the engine allows', () => {
    const s = pos(['6s', '7h', '9c', 'Jk', '8c', 'Kd'], {
      melds: [[['3s', '4s', '5s']], [['5h', '6h', 'Jk\'=7h']]],
      melded: [true, true],
      hands: [['6s', '7h', '9c', 'Jk', '8c', 'Kd'], ['2c', '4h', '6d', '8c\'', '10s', 'Ah', '3d']],
    });
    const six = selectionOffers(s, ['6s']).moves;
    expect(six).toContainEqual({ type: 'layoff', seat: 0, meld: 0, cards: ['6s'] });
    const seven = selectionOffers(s, ['7h']).moves;
    expect(seven).toContainEqual({ type: 'exchange', seat: 1, meld: 0, card: '7h' });
    expect(describeMove({ type: 'exchange', seat: 1, meld: 0, card: '7h' }, s, 'de')).toBe('Joker tauschen: ♥7 für den Joker in B1');
    // 8♣ 9♣ and the joker: a run with the joker below (7♣) or above (10♣), both offered
    const withJoker = selectionOffers(s, ['9c', 'Jk', '8c']).moves.filter((m) => m.type === 'meld');
    expect(withJoker.length).toBe(2);
    for (const m of withJoker) expect(apply(s, m).ok).toBe(true);
    expect(withJoker.map((m) => describeMove(m, s, 'de'))).toEqual(expect.arrayContaining(['Auslegen: ♣8 ♣9 Joker als ♣10 (27 Punkte)', 'Auslegen: Joker als ♣7 ♣8 ♣9 (24 Punkte)']));
    for (const m of [...six, ...seven]) expect(apply(s, m).ok).toBe(true);
  });

  it('over random games: every offer is accepted, and every listed legal move with hand cards is offered for its cards', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { states } = playRandom(ROMME, { players: 2 + (seed % 3), deals: 1, turnCap: 60 }, seed, seed * 7);
      const rng = Rng.from(seed);
      for (const st of states as RommeState[]) {
        if (st.phase !== 'play') continue;
        const hand = st.hands[st.current]!;
        const legal = legalMoves(st);
        for (const m of legal) {
          const cards = handCardsOf(m);
          if (!cards.length || rng.float() > 0.25) continue;
          const offered = selectionOffers(st, cards).moves;
          const same = offered.filter((o) => o.type === m.type && (m.type !== 'layoff' || (o.type === 'layoff' && o.seat === m.seat && o.meld === m.meld)));
          expect(same.length, `${formatMove(m)} not offered`).toBeGreaterThan(0);
          checked++;
        }
        const pick = rng.shuffleInPlace([...hand]).slice(0, 1 + rng.int(Math.min(6, hand.length)));
        for (const m of selectionOffers(st, pick).moves) {
          expect(apply(st, m).ok, formatMove(m)).toBe(true);
          expect(handCardsOf(m).sort()).toEqual([...pick].sort());
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the suggestion is the engine’s first listed meld; candidates for one meld keep its cards', () => {
    const legal = legalMoves(first);
    const sug = suggestedMeld(legal);
    expect(sug).toEqual(legal.find((m) => m.type === 'meld'));
    expect(meldCandidates(first, ['Jc', 'Jh', 'Jd'])).toEqual([[['Jc', 'Jh', 'Jd']]]);
  });
});

describe('moves that play themselves', () => {
  it('a draw with one legal way, or the one move with a single card left; never a real choice', () => {
    const s = ROMME.setup({ players: 2 }, 's154');
    expect(automaticMove(s, legalMoves(s))).toBeNull(); // draw or take
    const noDiscard = { ...s, discard: [] };
    expect(automaticMove(noDiscard, legalMoves(noDiscard))).toEqual({ type: 'draw' });
    const one = pos(['Kd'], { melds: [[['3s', '4s', '5s']], []], melded: [true, false] });
    expect(automaticMove(one, legalMoves(one))).toEqual({ type: 'discard', card: 'Kd' });
    const drawn = apply(s, { type: 'draw' });
    if (!drawn.ok) throw new Error('draw');
    expect(automaticMove(drawn.state, legalMoves(drawn.state))).toBeNull();
  });
});

describe('seats in the address', () => {
  it('one letter per seat, read back exactly; anything else is refused', () => {
    const seats = ['human', 'beginner', 'strong', 'beginner'] as const;
    expect(formatSeats(seats)).toBe('ybsb');
    expect(parseSeats('ybsb', 4)).toEqual(seats);
    expect(parseSeats('ybs', 4)).toBeNull();
    expect(parseSeats('ybsx', 4)).toBeNull();
    expect(parseSeats('', 2)).toBeNull();
    expect(seatsWithReaderAt(3, 1)).toEqual(['beginner', 'human', 'beginner']);
    expect(allHuman(2)).toEqual(['human', 'human']);
    expect(resizeSeats(['beginner', 'beginner', 'human'], 2)).toEqual(['human', 'beginner']);
    expect(resizeSeats(['human', 'strong'], 4)).toEqual(['human', 'strong', 'beginner', 'beginner']);
  });

  it('the hand shown is the reader’s: the one to act, else the reader’s seat that played last', () => {
    expect(viewerSeat(['beginner', 'human', 'beginner', 'human'], 2)).toBe(1);
    expect(viewerSeat(['beginner', 'human', 'beginner', 'human'], 0)).toBe(3);
    expect(viewerSeat(['beginner', 'human', 'beginner', 'human'], 3)).toBe(3);
    expect(viewerSeat(['beginner', 'strong'], 0)).toBeNull();
  });
});

describe('moves in the page’s words', () => {
  it('German card names with B and D, no notation; rules per kind of move', () => {
    const s = ROMME.setup({ players: 2 }, 's154');
    const top = s.discard[s.discard.length - 1]!;
    expect(describeMove({ type: 'take', count: 1 }, s, 'de')).toMatch(/^Aufnehmen: [♣♠♥♦](A|[2-9]|10|B|D|K)$/);
    expect(describeMove({ type: 'draw' }, s, 'de')).toBe('Ziehen');
    expect(moveRule({ type: 'draw' }, s)).toBe('draw');
    expect(moveRule({ type: 'take', count: 1 }, s)).toBe('draw');
    const words = [
      { type: 'layoff', seat: 1, meld: 0, cards: ['Jk=Qh', 'Kh'] },
      { type: 'discard', card: 'Qc' },
      { type: 'next' },
    ] as RommeMove[];
    expect(words.map((m) => describeMove(m, s, 'de'))).toEqual(['Anlegen an B1: Joker als ♥D ♥K', 'Abwerfen: ♣D', 'Nächste Runde geben']);
    expect(words.map((m) => describeMove(m, s, 'en'))).toEqual(['Lay off on B1: joker as ♥Q ♥K', 'Discard: ♣Q', 'Deal the next deal']);
    expect(moveRule(words[0]!, s)).toBe('joker-lay-off');
    void top;
  });

  it('the cards a move moved: the card drawn, the discard, the melded cards; none across a new deal', () => {
    const s = ROMME.setup({ players: 2 }, 's154');
    const d = apply(s, { type: 'draw' });
    if (!d.ok) throw new Error('draw');
    expect([...movedCards(s, d.state)]).toEqual([s.stock[0]]);
    const card = d.state.hands[d.state.current]![0]!;
    const x = apply(d.state, { type: 'discard', card });
    if (!x.ok) throw new Error('discard');
    expect([...movedCards(d.state, x.state)]).toEqual([card]);
    expect(movedCards(null, s).size).toBe(0);
    expect(movedCards(s, { ...s, deal: 2 }).size).toBe(0);
  });
});

describe('what happened since the reader’s last move', () => {
  const c = (i: number, seat: number, rule: RecentMove['rule']): RecentMove => ({ i, seat, kind: 'computer', rule });
  // three computer seats after the reader's discard (move 9): A draws and discards, B takes, melds and discards,
  // C draws and discards (its discard, the newest move, comes with the computer's reason)
  const turns = [c(10, 0, 'draw'), c(11, 0, 'discard'), c(12, 1, 'draw'), c(13, 1, 'first-meld'), c(14, 1, 'discard'), c(15, 2, 'draw'), c(16, 2, 'discard')];

  const shown = (lines: ReturnType<typeof recentLines>) =>
    lines.map((l) => l.moves.map((m) => `${m.i}${m.link ? '+' : ''}${m.reason ? '!' : ''}`).join(' '));

  it('one line per computer turn, each ending with its reason (the discard); a draw without a link', () => {
    const lines = recentLines(turns, 16);
    expect(lines.map((l) => l.seat)).toEqual([0, 1, 2]);
    expect(shown(lines)).toEqual(['10 11+!', '12 13+ 14+!', '15 16+!']);
  });

  it("a card taken from the discard pile comes with its reason too, and a reason links the rule it rests on", () => {
    const take = { ...c(12, 1, 'draw'), choice: true, because: 'draw' as const };
    const lines = recentLines([take, c(13, 1, 'first-meld'), { ...c(14, 1, 'discard'), because: 'discard' }, c(15, 2, 'draw')], 15);
    expect(shown(lines)).toEqual(['12+! 13+ 14+!', '15+!']);
    expect(lines[0]!.moves.map((m) => m.rule)).toEqual(['draw', 'first-meld', 'discard']);
    const goingOut = recentLines([c(12, 1, 'draw'), c(13, 1, 'lay-off'), { ...c(14, 1, 'going-out'), because: 'discard' }], 14);
    expect(shown(goingOut)).toEqual(['12 13+ 14+!']);
    expect(goingOut[0]!.moves[2]!.rule).toBe('discard');
  });

  it('a move that played itself is a line of its own; the same seat again after a gap is a new turn; the last lines only', () => {
    const lines = recentLines([c(3, 0, 'draw'), { i: 4, seat: 3, kind: 'auto', rule: 'draw' }, c(5, 0, 'discard'), c(7, 0, 'draw')], 7);
    expect(lines.map((l) => `${l.kind}:${l.moves.map((m) => m.i).join(',')}`)).toEqual(['computer:3', 'auto:4', 'computer:5', 'computer:7']);
    expect(lines.every((l) => l.moves.some((m) => m.link))).toBe(true);
    // a move that played itself has no computer's reason
    expect(shown(lines)).toEqual(['3+!', '4+', '5+!', '7+!']);
    expect(recentLines(turns, 16, 2).map((l) => l.seat)).toEqual([1, 2]);
    expect(recentLines([], 0)).toEqual([]);
  });
});

describe("a computer seat's reason, said while its hand is hidden", () => {
  const say = (r: Parameters<typeof publicReason>[0], lang: 'de' | 'en' = 'de') => sayBeside(ROMME_REASONS, r, lang);
  it('names no card of the hand and no joker in it; the rating stays', () => {
    const joker = { code: 'discard-least-useful', rule: 'discard', cards: ['Kd'], params: { joker: 1, chance: 40 } };
    expect(say(joker)).toContain('Joker auf der Hand');
    expect(say(publicReason(joker))).toBe('die Karte, die am wenigsten helfen kann (gewinnt 40\u00a0% der Probepartien des Computers).');
    expect(say(publicReason(joker), 'en')).toBe("the card least likely to help (wins 40% of the computer's trial games).");
    const outs = { code: 'discard-least-useful', rule: 'discard', cards: ['Kd'], params: { outs: 2 } };
    expect(say(outs)).toContain('ungesehene');
    expect(say(publicReason(outs))).toBe('die Karte, die am wenigsten helfen kann.');
    const take = { code: 'take-completes', rule: 'draw', cards: ['10h', '9h', 'Jh', 'Qh'] };
    expect(say(take)).toContain('Herz-Neun');
    expect(say(publicReason(take))).toBe('passt zu Karten auf der Hand.');
    // what happens on the table is said as before
    const meld = { code: 'first-meld', rule: 'first-meld', cards: ['2c', '2s', '2d'], params: { value: 45, minimum: 40 } };
    expect(publicReason(meld)).toBe(meld);
  });
});

describe('the reason for a card taken from the discard pile', () => {
  it('names the cards it completes, not the card itself', () => {
    // B holds ♥Q ♥A; the ♥K on the discard pile completes the run ♥Q ♥K ♥A
    const s = fromPosition({ hands: [OTHER, ['Qh', 'Ah', '2c', '7d', '9s', 'Jd', '4c', '8h', '3s', '5d']], phase: 'draw', current: 1, discard: ['Kh'] });
    const r = explainRomme(viewFor(s, 1), { type: 'take' });
    expect(r.code).toBe('take-completes');
    expect(r.cards?.[0]).toBe('Kh');
    expect(r.cards?.slice(1)).not.toContain('Kh');
    expect(sayBeside(ROMME_REASONS, r, 'de')).toBe('ergänzt Herz-Dame und Herz-Ass.');
  });
});
