/**
 * What every Rommé position that play can reach holds (issue 12: example
 * positions must be reachable). Used on every worked example's start and on
 * every state of random games.
 */
import { expect } from 'vitest';
import { checkMeld, firstMeldMinimum, handSize, meldRules, meldValue, type RommeState } from '../../src/engine/romme';

export function expectReachable(s: RommeState, where: string): void {
  const o = s.options;
  const rules = meldRules(o);
  for (let seat = 0; seat < s.players; seat++)
    for (const m of s.melds[seat]!) expect(checkMeld(m, rules).ok, `${where}: ${m.join(' ')} is no meld`).toBe(true);
  if (s.phase !== 'draw' && s.phase !== 'play' && s.phase !== 'final') return;
  const size = handSize(o);
  const drew = s.phase === 'play' ? 1 : 0;
  const table = s.melds.map((ms) => ms.flat().length);
  // Every card a seat holds or has put down came from the deal and the draws: the total is the deal plus the
  // current player's draw (taking several discards, a variation, makes hands larger).
  if (o.variant !== 'multiDiscardTake') expect(s.hands.flat().length + table.reduce((a, b) => a + b, 0), `${where}: cards in hands and on the table`).toBe(size * s.players + drew);
  for (let seat = 0; seat < s.players; seat++) {
    const at = `${where}, seat ${seat}`;
    if (!s.melded[seat]) {
      expect(table[seat], `${at}: melds of a seat that has not melded`).toBe(0);
      if (o.variant !== 'multiDiscardTake') expect(s.hands[seat]!.length, `${at}: hand of a seat that has not melded`).toBe(size + (seat === s.current ? drew : 0));
    } else if (o.variant !== 'noLayout') {
      // melds only grow (an exchanged joker keeps the value), so a seat's melds are worth at least its first meld
      const value = s.melds[seat]!.reduce((a, m) => a + meldValue(m, rules), 0);
      expect(value, `${at}: melds worth ${value}`).toBeGreaterThanOrEqual(firstMeldMinimum(o));
    }
  }
}
