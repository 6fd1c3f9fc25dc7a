import { describe, expect, it } from 'vitest';
import {
  allCards, apply, availableBids, fromPosition, GONGOR_WHIST_RULES, gongorAces, gongorCards, handPoints, legalMoves, playableCards,
  POINTS_PASS_LIMIT, setup, trickOutcome, tricksWon, unseenCards, type GongorWhistMove, type GongorWhistState,
} from '../../src/engine/gongor-whist';
import { basicDecktet } from '../../src/engine/cards/decktet';
import { playExactly, reachableCounts } from './oracle';

function must(state: GongorWhistState, move: GongorWhistMove): GongorWhistState {
  const r = apply(state, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${JSON.stringify(r.violation)}`);
  return r.state;
}
function refused(state: GongorWhistState, move: unknown): { rule: string; code: string } {
  const r = apply(state, move as GongorWhistMove);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(move)}`);
  expect(GONGOR_WHIST_RULES.has(r.violation.rule)).toBe(true);
  return { rule: r.violation.rule, code: r.violation.code };
}
/** Play a whole hand: bid, then always the first legal card, never twiddling. */
function playHand(state: GongorWhistState, bid: number): GongorWhistState {
  let s = must(state, { type: 'bid', n: bid });
  while (s.phase === 'play' || s.phase === 'decide') {
    s = must(s, s.phase === 'play' ? legalMoves(s)[0]! : { type: 'resolve' });
  }
  return s;
}
/** Make some open bid with a player who sees everything (tests/gongor-whist/oracle.ts); extreme bids first. */
function makeHand(state: GongorWhistState): GongorWhistState {
  const reachable = reachableCounts(state);
  const free = availableBids(state).filter((b) => reachable.includes(b));
  free.sort((a, b) => Math.abs(b - 3.5) - Math.abs(a - 3.5));
  for (const b of free) {
    const r = playExactly(state, b);
    if (r) return r.state;
  }
  throw new Error('no free bid reachable');
}

describe('deck (rule deck)', () => {
  it('uses the 36 basic cards: 6 Aces and 30 others', () => {
    expect(gongorAces()).toHaveLength(6);
    expect(gongorCards()).toHaveLength(30);
    expect([...gongorAces(), ...gongorCards()].sort()).toEqual(basicDecktet().sort());
    const s = setup({}, 1);
    expect(allCards(s).sort()).toEqual(basicDecktet().sort());
  });
});

describe('ace stack (rule ace-stack)', () => {
  it('the Aces are shuffled apart and the top one sets the trump', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = setup({}, seed);
      expect([...s.aces].sort()).toEqual(gongorAces().sort());
      expect(s.acesTurned).toBe(1);
      expect(s.trump).toBe(s.aces[0]![1]);
      expect([...s.hand, ...s.dummy, ...s.deck].every((c) => !c.startsWith('A'))).toBe(true);
    }
    const tops = new Set(Array.from({ length: 60 }, (_, i) => setup({}, i).aces[0]));
    expect(tops.size).toBe(6);
  });
  it('the same seed deals the same game; another seed another', () => {
    expect(setup({}, 'abc')).toEqual(setup({}, 'abc'));
    expect(setup({}, 'abc').hand).not.toEqual(setup({}, 'abd').hand);
  });
});

describe('fore hand (rule fore-hand)', () => {
  it('seven cards to the player, seven to the dummy, sixteen wait', () => {
    const s = setup({}, 7);
    expect(s.half).toBe('fore');
    expect(s.hand).toHaveLength(7);
    expect(s.dummy).toHaveLength(7);
    expect(s.deck).toHaveLength(16);
    expect(s.phase).toBe('bid');
    expect(legalMoves(s).map((m) => (m.type === 'bid' ? m.n : -1))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('next is refused while the hand is under way', () => {
    const s = must(setup({}, 7), { type: 'bid', n: 3 });
    expect(refused(s, { type: 'next' })).toEqual({ rule: 'fore-hand', code: 'hand-not-finished' });
  });
});

describe('aft hand (rule aft-hand)', () => {
  it('deals the sixteen unplayed cards 7 + 7 with 2 set aside; Ace stack and trump stay', () => {
    let s = setup({}, 11);
    const deck = s.deck;
    s = makeHand(s);
    expect(s.phase).toBe('handEnd');
    const before = s;
    s = must(s, { type: 'next' });
    expect(s.half).toBe('aft');
    expect(s.pass).toBe(1);
    expect(s.hand).toEqual(deck.slice(0, 7));
    expect(s.dummy).toEqual(deck.slice(7, 14));
    expect(s.aside).toEqual(deck.slice(14));
    expect(s.aside).toHaveLength(2);
    expect(s.aces).toEqual(before.aces);
    expect(s.acesTurned).toBe(before.acesTurned);
    expect(s.trump).toBe(before.trump);
    expect(s.played).toHaveLength(14);
    // the set-aside cards are unseen: the advisor's pool holds them
    expect(unseenCards(s).sort()).toEqual([...s.dummy, ...s.aside].sort());
  });
  it('a twiddled trump carries into the aft hand (default)', () => {
    const s = fromPosition({ turned: ['AM', 'AS'], stack: ['AW', 'AL', 'AY', 'AK'], hand: [], dummy: [], bid: 0 });
    expect(s.phase).toBe('handEnd');
    const a = must(s, { type: 'next' });
    expect(a.trump).toBe('S');
    expect(a.acesTurned).toBe(2);
  });
  it('option trumpCarriesToAftHand=false turns the next Ace at the aft deal', () => {
    const s = fromPosition({ options: { trumpCarriesToAftHand: false }, turned: ['AM', 'AS'], stack: ['AW', 'AL', 'AY', 'AK'], hand: [], dummy: [], bid: 0 });
    const a = must(s, { type: 'next' });
    expect(a.trump).toBe('W');
    expect(a.acesTurned).toBe(3);
  });
  it('no trump carries into the aft hand (default); option noTrumpCarriesToAftHand=false restores the last Ace', () => {
    const pos = { turned: gongorAces(), stack: [], trump: null, hand: [], dummy: [], bid: 0 } as const;
    expect(must(fromPosition(pos), { type: 'next' }).trump).toBe(null);
    expect(must(fromPosition({ ...pos, options: { noTrumpCarriesToAftHand: false } }), { type: 'next' }).trump).toBe('K');
  });
});

describe('reshuffle (rule reshuffle)', () => {
  it('after the aft hand everything is reshuffled from the RNG state in the game state', () => {
    let s = setup({}, 5);
    s = makeHand(s);
    s = must(s, { type: 'next' });
    s = makeHand(s);
    expect(s.phase).toBe('handEnd');
    const r = apply(s, { type: 'next' });
    if (!r.ok) throw new Error('refused');
    const n = r.state;
    expect(r.events.some((e) => e.type === 'reshuffled')).toBe(true);
    expect(n.pass).toBe(2);
    expect(n.half).toBe('fore');
    expect(n.acesTurned).toBe(1);
    expect(n.trump).toBe(n.aces[0]![1]);
    expect(n.hand).toHaveLength(7);
    expect(n.deck).toHaveLength(16);
    expect(n.played).toEqual([]);
    expect(n.aside).toEqual([]);
    expect(n.usedBids).toEqual(s.usedBids);
    expect(n.rng).not.toBe(s.rng);
    // deterministic: the same state reshuffles the same way
    const again = apply(s, { type: 'next' });
    expect(again.ok && again.state).toEqual(n);
    // and the new deal depends on the stored RNG state
    const other = apply({ ...s, rng: s.rng + 1 }, { type: 'next' });
    expect(other.ok && other.state.hand).not.toEqual(n.hand);
  });
});

describe('bid (rule bid)', () => {
  it('0–7, whole numbers only, once per game', () => {
    const s = setup({}, 3);
    expect(refused(s, { type: 'bid', n: 8 })).toEqual({ rule: 'bid', code: 'bid-out-of-range' });
    expect(refused(s, { type: 'bid', n: -1 }).code).toBe('bid-out-of-range');
    expect(refused(s, { type: 'bid', n: 2.5 }).code).toBe('bid-out-of-range');
    expect(refused(s, { type: 'bid', n: '3' }).code).toBe('bid-out-of-range');
    const used = fromPosition({ hand: ['4MS'], dummy: ['CS'], usedBids: [4, 0] });
    expect(used.phase).toBe('bid');
    expect(refused(used, { type: 'bid', n: 4 })).toEqual({ rule: 'bid', code: 'bid-used' });
    expect(availableBids(used)).toEqual([1, 2, 3, 5, 6, 7]);
    const b = must(used, { type: 'bid', n: 1 });
    expect(b.usedBids).toEqual([4, 0, 1]);
    expect(refused(b, { type: 'bid', n: 2 })).toEqual({ rule: 'bid', code: 'bid-once-per-hand' });
  });
  it('nothing is played before the bid', () => {
    const s = setup({}, 3);
    expect(refused(s, { type: 'play', card: s.hand[0] })).toEqual({ rule: 'bid', code: 'bid-first' });
    expect(refused(s, { type: 'twiddle' }).code).toBe('bid-first');
    expect(refused(s, { type: 'resolve' }).code).toBe('bid-first');
  });
});

describe('lead (rule lead)', () => {
  it('each trick is led by the dummy\'s next card, in pile order', () => {
    let s = must(setup({}, 9), { type: 'bid', n: 2 });
    const order = setup({}, 9).dummy;
    const leads: string[] = [];
    while (s.phase === 'play') {
      leads.push(s.trick!.lead);
      s = must(must(s, legalMoves(s)[0]!), { type: 'resolve' });
    }
    expect(leads).toEqual(order);
    expect(s.tricks).toHaveLength(7);
  });
  it('one card per trick', () => {
    const s = must(fromPosition({ trump: 'M', hand: ['4MS', '7SK'], dummy: ['CS', '2MK'], bid: 1 }), { type: 'play', card: '4MS' });
    expect(refused(s, { type: 'play', card: '7SK' })).toEqual({ rule: 'lead', code: 'one-card-per-trick' });
  });
});

describe('follow (rule follow)', () => {
  it('a card sharing a suit with the lead must be played if held; otherwise any card', () => {
    expect(playableCards(['4MS', '7SK', '2WL'], 'CS').sort()).toEqual(['4MS', '7SK']);
    expect(playableCards(['2WL', '9LK'], 'CS').sort()).toEqual(['2WL', '9LK']);
    const s = fromPosition({ trump: 'M', hand: ['4MS', '7SK', '2WL'], dummy: ['CS', '3MW', '8WL'], bid: 1 });
    expect(refused(s, { type: 'play', card: '2WL' })).toEqual({ rule: 'follow', code: 'must-follow' });
    expect(refused(s, { type: 'play', card: '9LK' })).toEqual({ rule: 'follow', code: 'not-in-hand' });
    expect(refused(s, { type: 'play', card: 'AM' })).toEqual({ rule: 'follow', code: 'not-in-hand' });
  });
  it('legalMoves lists exactly the followers', () => {
    for (let seed = 0; seed < 50; seed++) {
      let s = must(setup({}, seed), { type: 'bid', n: 0 });
      while (s.phase === 'play') {
        const lead = s.trick!.lead;
        const ls = legalMoves(s).map((m) => (m.type === 'play' ? m.card : ''));
        for (const c of s.hand) {
          const shares = c.slice(1).split('').some((x) => lead.slice(1).includes(x));
          const anyShare = s.hand.some((h) => h.slice(1).split('').some((x) => lead.slice(1).includes(x)));
          expect(ls.includes(c)).toBe(!anyShare || shares);
          expect(apply(s, { type: 'play', card: c }).ok).toBe(!anyShare || shares);
        }
        s = must(must(s, legalMoves(s)[0]!), { type: 'resolve' });
      }
    }
  });
});

describe('twiddle (rule twiddle)', () => {
  const pos = { turned: ['AM'], stack: ['AS', 'AW', 'AL', 'AY', 'AK'], hand: ['4MS', '8WL'], dummy: ['6SY', '9LK'], bid: 0 };
  it('only after playing, turns the next Ace, which stays trump', () => {
    const s = fromPosition(pos);
    expect(refused(s, { type: 'twiddle' })).toEqual({ rule: 'twiddle', code: 'play-first' });
    const p = must(s, { type: 'play', card: '4MS' });
    const t = must(p, { type: 'twiddle' });
    expect(t.trump).toBe('S');
    expect(t.acesTurned).toBe(2);
    const r = must(t, { type: 'resolve' });
    expect(r.tricks[0]!.trump).toBe('S');
    expect(r.trump).toBe('S');
  });
  it('once per trick by default; any number with oneTwiddlePerTrick=false', () => {
    const p = must(fromPosition(pos), { type: 'play', card: '4MS' });
    const t = must(p, { type: 'twiddle' });
    expect(refused(t, { type: 'twiddle' })).toEqual({ rule: 'twiddle', code: 'once-per-trick' });
    let u = must(fromPosition({ ...pos, options: { oneTwiddlePerTrick: false } }), { type: 'play', card: '4MS' });
    for (const suit of ['S', 'W', 'L', 'Y', 'K', null]) {
      u = must(u, { type: 'twiddle' });
      expect(u.trump).toBe(suit);
    }
    expect(refused(u, { type: 'twiddle' })).toEqual({ rule: 'twiddle', code: 'nothing-to-turn' });
    expect(legalMoves(u)).toEqual([{ type: 'resolve' }]);
  });
  it('with the stack empty, no trump for the rest of the hand', () => {
    let s = fromPosition({ turned: gongorAces(), stack: [], hand: ['9MS', '2MK'], dummy: ['3SK', '5YK'], bid: 1 });
    expect(s.trump).toBe('K');
    s = must(must(s, { type: 'play', card: '9MS' }), { type: 'twiddle' });
    expect(s.trump).toBe(null);
    s = must(s, { type: 'resolve' });
    expect(s.trump).toBe(null);
    s = must(s, { type: 'play', card: '2MK' });
    expect(refused(s, { type: 'twiddle' })).toEqual({ rule: 'twiddle', code: 'nothing-to-turn' });
  });
});

describe('trick winner (rule trick-winner)', () => {
  it('covers every case of the rule', () => {
    expect(trickOutcome('CS', '4MS', 'M')).toEqual({ won: true, reason: 'trump-over-plain' });
    expect(trickOutcome('3SK', '9MS', 'K')).toEqual({ won: false, reason: 'dummy-trump' });
    expect(trickOutcome('6SY', '7WY', 'Y')).toEqual({ won: true, reason: 'higher-trump' });
    expect(trickOutcome('CY', '5YK', 'Y')).toEqual({ won: false, reason: 'lower-trump' });
    expect(trickOutcome('5ML', '7ML', 'K')).toEqual({ won: true, reason: 'followed-higher' });
    expect(trickOutcome('8WL', '3MW', 'K')).toEqual({ won: false, reason: 'followed-lower' });
    expect(trickOutcome('9WY', 'CK', 'S')).toEqual({ won: false, reason: 'no-shared-suit' });
    // a non-following trump still wins against a plain lead
    expect(trickOutcome('9WY', '2MK', 'K')).toEqual({ won: true, reason: 'trump-over-plain' });
    // without trump, only following higher wins
    expect(trickOutcome('3SK', '9MS', null)).toEqual({ won: true, reason: 'followed-higher' });
  });
  it('agrees with a literal reading of the rule on all card pairs and trumps', () => {
    const cards = gongorCards();
    const rank = (c: string) => (c[0] === 'C' ? 10 : Number(c[0]));
    const suits = (c: string) => c.slice(1).split('');
    for (const trump of ['M', 'S', 'W', 'L', 'Y', 'K', null] as const) {
      for (const d of cards) for (const y of cards) {
        if (d === y) continue;
        const yT = trump !== null && suits(y).includes(trump);
        const dT = trump !== null && suits(d).includes(trump);
        const share = suits(y).some((s) => suits(d).includes(s));
        const want = (yT && !dT) || (yT && dT && rank(y) > rank(d)) || (!yT && !dT && share && rank(y) > rank(d));
        expect(trickOutcome(d, y, trump).won).toBe(want);
      }
    }
  });
});

describe('exact bid (rule exact-bid)', () => {
  it('more or fewer tricks than bid loses the game at once', () => {
    const s = fromPosition({ trump: 'M', hand: ['4MS'], dummy: ['CS'], bid: 0 });
    const r = apply(must(s, { type: 'play', card: '4MS' }), { type: 'resolve' });
    if (!r.ok) throw new Error();
    expect(r.state.phase).toBe('over');
    expect(r.state.result).toEqual({ kind: 'lost', hands: 1, bid: 0, tricks: 1 });
    expect(r.events.map((e) => e.type)).toContain('gameLost');
    expect(refused(r.state, { type: 'next' })).toEqual({ rule: 'game-end', code: 'game-over' });
    expect(legalMoves(r.state)).toEqual([]);
  });
  it('a made bid continues', () => {
    const s = fromPosition({ trump: 'M', hand: ['4MS'], dummy: ['CS'], bid: 1 });
    const e = must(must(s, { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(e.phase).toBe('handEnd');
    expect(e.history).toEqual([{ pass: 1, half: 'fore', bid: 1, tricks: 1, made: true, points: 0 }]);
  });
});

describe('game end (rule game-end)', () => {
  it('all eight bids made wins; the game lasts four passes', () => {
    // a game played by an oracle that sees everything; not every deal can be won, so look for one
    let s = setup({}, 0);
    let hands = 0;
    let seed = 0;
    for (; seed < 300; seed++) {
      s = setup({}, seed);
      hands = 0;
      try {
        while (s.phase !== 'over') {
          s = makeHand(s);
          hands++;
          if (s.phase === 'handEnd') s = must(s, { type: 'next' });
        }
      } catch {
        continue;
      }
      break;
    }
    expect(seed).toBeLessThan(300);
    expect(hands).toBe(8);
    expect(s.result).toEqual({ kind: 'won', hands: 8 });
    expect(s.pass).toBe(4);
    expect(s.half).toBe('aft');
    expect([...s.usedBids].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('the last open bid on a full sheet: winning ends the game', () => {
    const s = fromPosition({ trump: 'M', hand: ['4MS'], dummy: ['CS'], usedBids: [0, 2, 3, 4, 5, 6, 7] });
    const e = must(must(must(s, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(e.result).toEqual({ kind: 'won', hands: 1 });
  });
});

describe('points (rule points)', () => {
  it('made: +bid; missed: −bid by default, or −tricks, or −difference', () => {
    expect(handPoints(4, 4, 'bid')).toBe(4);
    expect(handPoints(4, 2, 'bid')).toBe(-4);
    expect(handPoints(4, 2, 'tricks')).toBe(-2);
    expect(handPoints(4, 2, 'difference')).toBe(-2);
    expect(handPoints(1, 5, 'difference')).toBe(-4);
    expect(handPoints(0, 0, 'bid')).toBe(0);
  });
  it('bids may repeat, a miss does not end the game, and the score is kept', () => {
    let s = setup({ mode: 'points' }, 42);
    expect(availableBids(s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    s = playHand(s, 7);
    const h = s.history[0]!;
    expect(s.phase).toBe('handEnd');
    expect(s.score).toBe(h.made ? 7 : -7);
    s = must(s, { type: 'next' });
    expect(availableBids(s)).toContain(7);
    s = playHand(s, 7);
    expect(s.phase).toBe('handEnd');
  });
  it('without repeats each number once per eight hands', () => {
    const s = fromPosition({ options: { mode: 'points', pointsModeBidsRepeat: false }, hand: ['4MS'], dummy: ['CS'], usedBids: [3] });
    expect(refused(s, { type: 'bid', n: 3 }).code).toBe('bid-used');
  });
  it('without repeats, after eight hands a fresh sheet opens every number again, and a longer game ends (issue 11.2)', () => {
    let s = setup({ mode: 'points', pointsModeBidsRepeat: false, pointsPasses: 6, pointsStopAtClearWin: false }, 12);
    const bidsPlayed: number[] = [];
    while (s.phase !== 'over') {
      expect(s.phase).toBe('bid');
      const open = availableBids(s);
      // the same numbers the engine accepts: every open bid is legal, every other one refused as used
      expect(legalMoves(s)).toEqual(open.map((n) => ({ type: 'bid', n })));
      for (let n = 0; n <= 7; n++) if (!open.includes(n)) expect(refused(s, { type: 'bid', n }).code).toBe('bid-used');
      expect(open.length).toBe(8 - (bidsPlayed.length % 8));
      bidsPlayed.push(open[0]!);
      s = playHand(s, open[0]!);
      if (s.phase === 'handEnd') s = must(s, { type: 'next' });
    }
    expect(s.history).toHaveLength(12);
    expect(bidsPlayed).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3]);
    expect(s.result).toMatchObject({ kind: 'points', passesUsed: 6 });
  });
  it('a position with a full sheet still leaves a bid open, or is a finished game', () => {
    const all = [0, 1, 2, 3, 4, 5, 6, 7];
    for (const options of [{ mode: 'points', pointsModeBidsRepeat: false }, { mode: 'standard' }] as const) {
      const bidNow = fromPosition({ options, hand: ['4MS'], dummy: ['CS'], usedBids: all });
      expect(legalMoves(bidNow)).toHaveLength(8);
    }
    const dealNext = fromPosition({ options: { mode: 'points', pointsModeBidsRepeat: false }, hand: [], dummy: [], bid: 3, usedBids: all, half: 'aft', deck: [] });
    expect(dealNext.phase).toBe('handEnd');
    expect(legalMoves(must(dealNext, { type: 'next' }))).toHaveLength(8);
    // the standard game: the eighth bid made wins, missed loses
    expect(fromPosition({ hand: [], dummy: [], bid: 3, won: 3, lost: 4, usedBids: all, half: 'aft', pass: 4, deck: [] }).result).toEqual({ kind: 'won', hands: 8 });
    expect(fromPosition({ hand: [], dummy: [], bid: 3, won: 2, lost: 5, usedBids: all, half: 'aft', pass: 4, deck: [] }).result).toEqual({ kind: 'lost', hands: 8, bid: 3, tricks: 2 });
  });
  it('open-ended by default (issue 12, wrong 7): passes until the score is above 50, the result is the passes used', () => {
    expect(setup({ mode: 'points' }, 8).options.pointsPasses).toBe('open');
    expect(POINTS_PASS_LIMIT).toBe(100);
    // past 50 in the seventh pass: the game ends at once and counts seven passes
    const near = fromPosition({ options: { mode: 'points' }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 50, pass: 7, half: 'aft' });
    const won = must(must(must(near, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(won.result).toEqual({ kind: 'points', score: 51, clearWin: true, passesUsed: 7, hands: 1 });
    // open-ended means "until above 50": unticking the stop does not make it run on
    const noStop = fromPosition({ options: { mode: 'points', pointsStopAtClearWin: false }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 50, pass: 7 });
    expect(must(must(must(noStop, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' }).result).toMatchObject({ clearWin: true, passesUsed: 7 });
    // not yet above 50 after four passes: play on
    const four = fromPosition({ options: { mode: 'points' }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 20, pass: 4, half: 'aft' });
    const on = must(must(must(four, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(on.phase).toBe('handEnd');
    expect(must(on, { type: 'next' }).pass).toBe(5);
  });
  it('the open-ended game stops at the hard limit of 100 passes; bidding 0 every hand never scores, made or missed', () => {
    let s = setup({ mode: 'points' }, 8);
    while (s.phase !== 'over') {
      s = playHand(s, 0);
      expect(s.score).toBe(0); // −bid: a missed 0 costs nothing, a made one earns nothing
      if (s.phase === 'handEnd') s = must(s, { type: 'next' });
    }
    expect(s.history).toHaveLength(200);
    expect(s.result).toEqual({ kind: 'points', score: 0, clearWin: false, passesUsed: 100, hands: 200 });
  });
  it('a game of four passes (option) ends with the score; above 50 is a clear win and stops, counting passes', () => {
    let s = setup({ mode: 'points', pointsPasses: 4 }, 8);
    while (s.phase !== 'over') {
      s = playHand(s, 0);
      if (s.phase === 'handEnd') s = must(s, { type: 'next' });
    }
    expect(s.history).toHaveLength(8);
    expect(s.result).toMatchObject({ kind: 'points', passesUsed: 4, hands: 8, score: s.history.reduce((a, h) => a + h.points, 0) });
    const near = fromPosition({ options: { mode: 'points', pointsPasses: 4 }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 50, pass: 2 });
    const won = must(must(must(near, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(won.result).toEqual({ kind: 'points', score: 51, clearWin: true, passesUsed: 2, hands: 1 });
    const exact = fromPosition({ options: { mode: 'points', pointsPasses: 4 }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 49, pass: 2 });
    const notYet = must(must(must(exact, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' });
    expect(notYet.phase).toBe('handEnd'); // 50 is not above 50
    const longer = setup({ mode: 'points', pointsPasses: 6 }, 8);
    expect(longer.options.pointsPasses).toBe(6);
    expect(setup({ mode: 'points', pointsPasses: 1e9 }, 8).options.pointsPasses).toBe(100);
    expect(setup({ mode: 'points', pointsPasses: 0 }, 8).options.pointsPasses).toBe(1);
    expect(setup({ mode: 'points', pointsPasses: 2.5 }, 8).options.pointsPasses).toBe('open');
    // with a fixed length and no stop, the score may pass 50 and play goes on to the last pass
    const past = fromPosition({ options: { mode: 'points', pointsPasses: 4, pointsStopAtClearWin: false }, trump: 'M', hand: ['4MS'], dummy: ['CS'], score: 50, pass: 2 });
    expect(must(must(must(past, { type: 'bid', n: 1 }), { type: 'play', card: '4MS' }), { type: 'resolve' }).phase).toBe('handEnd');
  });
});

describe('garbage in, violations out', () => {
  it('never throws on nonsense', () => {
    const s = setup({}, 1);
    for (const m of [null, undefined, 5, 'bid', {}, { type: 'x' }, { type: 'play' }, { type: 'play', card: 5 }, { type: 'bid', n: null }, []]) {
      const r = apply(s, m as unknown as GongorWhistMove);
      expect(r.ok).toBe(false);
    }
  });
  it('tricksWon counts', () => {
    expect(tricksWon(fromPosition({ hand: ['4MS'], dummy: ['CS'], bid: 2, won: 2, lost: 1 }))).toBe(2);
  });
});
