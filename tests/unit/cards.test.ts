import { describe, expect, it } from 'vitest';
import {
  FRENCH_RANKS, FRENCH_SUITS, conquianPack, faceOf, frenchCard, frenchParts, isJoker, joker, rankOf, rommePack,
  standardPack, suitOf,
} from '../../src/engine/cards/french';
import {
  DECKTET_CARDS, DECKTET_SUITS, EXCUSE, basicDecktet, courts, decktet, decktetInfo, extendedDecktet, hasSuit, pawns,
  sharesSuit,
} from '../../src/engine/cards/decktet';

describe('French packs', () => {
  it('conquianPack has 40 distinct cards without 8, 9, 10', () => {
    const pack = conquianPack();
    expect(pack).toHaveLength(40);
    expect(new Set(pack).size).toBe(40);
    for (const c of pack) {
      const p = frenchParts(c);
      expect(p).not.toBeNull();
      expect(p!.joker).toBe(false);
      expect(p!.copy).toBe(0);
      expect(['8', '9', '10']).not.toContain(p!.rank);
    }
    for (const s of FRENCH_SUITS) expect(pack.filter((c) => suitOf(c) === s)).toHaveLength(10);
    for (const r of ['A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'] as const)
      expect(pack.filter((c) => rankOf(c) === r)).toHaveLength(4);
  });

  it('standardPack has 52 distinct cards, one per rank and suit', () => {
    for (const copy of [0, 1] as const) {
      const pack = standardPack(copy);
      expect(pack).toHaveLength(52);
      expect(new Set(pack).size).toBe(52);
      for (const r of FRENCH_RANKS) for (const s of FRENCH_SUITS) expect(pack).toContain(frenchCard(r, s, copy));
      for (const c of pack) expect(frenchParts(c)!.copy).toBe(copy);
    }
  });

  it('rommePack has 106 distinct cards with exactly 2 jokers', () => {
    const pack = rommePack();
    expect(pack).toHaveLength(106);
    expect(new Set(pack).size).toBe(106);
    const jokers = pack.filter(isJoker);
    expect(jokers.sort()).toEqual(['Jk', "Jk'"]);
    for (const c of pack) expect(frenchParts(c)).not.toBeNull();
    // each face appears twice (once per pack)
    const faces = new Map<string, number>();
    for (const c of pack) if (!isJoker(c)) faces.set(faceOf(c), (faces.get(faceOf(c)) ?? 0) + 1);
    expect(faces.size).toBe(52);
    for (const n of faces.values()) expect(n).toBe(2);
  });

  it('card helpers', () => {
    expect(frenchCard('K', 'h')).toBe('Kh');
    expect(frenchCard('10', 'c', 1)).toBe("10c'");
    expect(joker()).toBe('Jk');
    expect(joker(1)).toBe("Jk'");
    expect(frenchParts("Kh'")).toEqual({ rank: 'K', suit: 'h', joker: false, copy: 1 });
    expect(frenchParts('10c')).toEqual({ rank: '10', suit: 'c', joker: false, copy: 0 });
    expect(frenchParts("Jk'")).toEqual({ rank: null, suit: null, joker: true, copy: 1 });
    for (const bad of ['', 'kh', 'hK', '1c', '11c', 'Kx', "Kh''", 'Jk"', 'JK', ' Kh', 'Tc']) expect(frenchParts(bad)).toBeNull();
    expect(faceOf("Kh'")).toBe('Kh');
    expect(faceOf('Kh')).toBe('Kh');
    expect(rankOf("10d'")).toBe('10');
    expect(suitOf("10d'")).toBe('d');
    expect(() => rankOf('Jk')).toThrow();
    expect(() => suitOf('zz')).toThrow();
    expect(isJoker('Jk')).toBe(true);
    expect(isJoker('Js')).toBe(false);
  });
});

describe('Decktet', () => {
  const numberRanks = [2, 3, 4, 5, 6, 7, 8, 9];

  it('basicDecktet has 36 distinct cards: 6 Aces, 24 numbers, 6 Crowns', () => {
    const basic = basicDecktet();
    expect(basic).toHaveLength(36);
    expect(new Set(basic).size).toBe(36);
    const kinds = basic.map((c) => decktet(c).kind);
    expect(kinds.filter((k) => k === 'ace')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'number')).toHaveLength(24);
    expect(kinds.filter((k) => k === 'crown')).toHaveLength(6);
  });

  it('extendedDecktet has 45 distinct cards: basic + Excuse + 4 Pawns + 4 Courts', () => {
    const ext = extendedDecktet();
    expect(ext).toHaveLength(45);
    expect(new Set(ext).size).toBe(45);
    expect(ext).toContain(EXCUSE);
    expect(pawns()).toHaveLength(4);
    expect(courts()).toHaveLength(4);
    expect(new Set([...basicDecktet(), EXCUSE, ...pawns(), ...courts()])).toEqual(new Set(ext));
    expect(new Set(DECKTET_CARDS.map((c) => c.key)).size).toBe(45);
  });

  it('Aces and Crowns: 6 each, one per suit, single-suited, ranks 1 and 10', () => {
    for (const [kind, rank] of [['ace', 1], ['crown', 10]] as const) {
      const cards = DECKTET_CARDS.filter((c) => c.kind === kind);
      expect(cards).toHaveLength(6);
      for (const c of cards) {
        expect(c.rank).toBe(rank);
        expect(c.suits).toHaveLength(1);
      }
      expect(cards.map((c) => c.suits[0]).sort()).toEqual([...DECKTET_SUITS].sort());
    }
  });

  it('each number rank 2–9 has 3 two-suit cards covering every suit exactly once', () => {
    for (const rank of numberRanks) {
      const cards = DECKTET_CARDS.filter((c) => c.kind === 'number' && c.rank === rank);
      expect(cards, `rank ${rank}`).toHaveLength(3);
      for (const c of cards) expect(c.suits).toHaveLength(2);
      const suits = cards.flatMap((c) => c.suits);
      // each suit on exactly one card of this rank => no two same-rank cards share a suit
      expect(suits.slice().sort()).toEqual([...DECKTET_SUITS].sort());
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) expect(sharesSuit(cards[i]!.code, cards[j]!.code)).toBe(false);
    }
  });

  it('every suit appears on 6 basic number cards (one per rank)', () => {
    for (const s of DECKTET_SUITS) {
      const numbers = DECKTET_CARDS.filter((c) => c.kind === 'number' && c.suits.includes(s));
      expect(numbers.map((c) => c.rank).sort()).toEqual(numberRanks);
    }
  });

  it('Pawns and Courts have three suits and no rank; every Pawn pair shares exactly one suit', () => {
    for (const c of [...pawns(), ...courts()]) {
      expect(decktet(c).suits).toHaveLength(3);
      expect(new Set(decktet(c).suits).size).toBe(3);
      expect(decktet(c).rank).toBeNull();
    }
    const ps = pawns();
    for (let i = 0; i < ps.length; i++)
      for (let j = i + 1; j < ps.length; j++) {
        const shared = decktet(ps[i]!).suits.filter((s) => decktet(ps[j]!).suits.includes(s));
        expect(shared, `${ps[i]} / ${ps[j]}`).toHaveLength(1);
      }
    // each suit on exactly two Pawns and two Courts
    for (const s of DECKTET_SUITS) {
      expect(ps.filter((p) => hasSuit(p, s))).toHaveLength(2);
      expect(courts().filter((p) => hasSuit(p, s))).toHaveLength(2);
    }
  });

  it('codes are consistent with the parsed info and suits are in canonical order', () => {
    for (const c of DECKTET_CARDS) {
      expect(c.code).toBe(c.kind === 'excuse' ? 'X' : c.code[0] + c.suits.join(''));
      const idx = c.suits.map((s) => DECKTET_SUITS.indexOf(s));
      expect(idx.every((v) => v >= 0)).toBe(true);
      expect(idx).toEqual([...idx].sort((a, b) => a - b));
      expect(decktetInfo(c.code)).toBe(c);
    }
    expect(decktet('X')).toMatchObject({ kind: 'excuse', rank: null, suits: [] });
    expect(decktet('2MK')).toMatchObject({ key: 'author', kind: 'number', rank: 2, suits: ['M', 'K'] });
  });

  it('lookup helpers', () => {
    expect(decktetInfo('2KM')).toBeUndefined();
    expect(() => decktet('ZZ')).toThrow(/unknown Decktet card/);
    expect(hasSuit('4MS', 'S')).toBe(true);
    expect(hasSuit('4MS', 'K')).toBe(false);
    expect(sharesSuit('4MS', 'CS')).toBe(true);
    expect(sharesSuit('4MS', 'X')).toBe(false);
  });
});

describe('compareForDisplay', () => {
  it('sorts by suit (clubs, hearts, spades, diamonds), then rank A..K, then pack, jokers last', async () => {
    const { compareForDisplay } = await import('../../src/engine/cards/french');
    const hand = ['Jk', 'Kd', "2c'", 'Ah', '10c', '2c', 'Qs', "Jk'", 'As'];
    expect([...hand].sort(compareForDisplay)).toEqual(['2c', "2c'", '10c', 'Ah', 'As', 'Qs', 'Kd', 'Jk', "Jk'"]);
  });
});

describe('Decktet card labels', () => {
  it('name three suits as a list: "Monde, Wyrme und Knoten", "Moons, Wyrms and Knots"', async () => {
    const { decktetCardLabel } = await import('../../src/i18n/cards');
    const { DECKTET_CARDS } = await import('../../src/engine/cards/decktet');
    const pawn = DECKTET_CARDS.find((c) => c.kind === 'pawn' && c.suits.length === 3 && c.suits.includes('M') && c.suits.includes('Y') && c.suits.includes('K'));
    expect(pawn).toBeDefined();
    expect(decktetCardLabel('de', pawn!.code)).toMatch(/\(Bauer, Monde, Wyrme und Knoten\)$/);
    expect(decktetCardLabel('en', pawn!.code)).toMatch(/\(Pawn, Moons, Wyrms and Knots\)$/);
    const two = DECKTET_CARDS.find((c) => c.kind === 'number' && c.suits.length === 2)!;
    expect(decktetCardLabel('en', two.code)).toMatch(/, \w+ and \w+\)$/);
  });
});
