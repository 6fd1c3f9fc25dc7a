/**
 * The groups of a game island's seats line ("D: du", "A, B, C: Computer (Einsteiger)", joined with " · "): the
 * seats grouped by who plays them, in the order of `kinds` (the reader first). Shared by the Conquian and Rommé
 * islands.
 */
export function seatLine<K>(seats: readonly K[], kinds: readonly K[], letter: (seat: number) => string, word: (kind: K) => string): string[] {
  return kinds
    .map((kind) => ({ kind, letters: seats.flatMap((k, i) => (k === kind ? [letter(i)] : [])) }))
    .filter((g) => g.letters.length)
    .map((g) => `${g.letters.join(', ')}: ${word(g.kind)}`);
}
