/**
 * Who plays each seat of the game island: the reader ("you") or the computer
 * as a beginner or a strong player. In the address as its own short field
 * next to the game, ?rm-seats=<one letter per seat> (y you, b beginner,
 * s strong), so every game link written before seats existed opens as it
 * always did: a game link without it is played by the reader at every seat.
 * Plain module (no DOM), so Vitest can test it.
 */
export type SeatKind = 'human' | 'beginner' | 'strong';

export const SEATS_KEY = 'rm-seats';

const LETTER: Readonly<Record<SeatKind, string>> = { human: 'y', beginner: 'b', strong: 's' };
const KIND: Readonly<Record<string, SeatKind>> = { y: 'human', b: 'beginner', s: 'strong' };

export function formatSeats(seats: readonly SeatKind[]): string {
  return seats.map((k) => LETTER[k]).join('');
}

/** One letter per seat, exactly as many as the game has players; null for anything else. */
export function parseSeats(raw: string, players: number): SeatKind[] | null {
  if (typeof raw !== 'string' || raw.length !== players) return null;
  const out: SeatKind[] = [];
  for (const ch of raw) {
    const k = Object.hasOwn(KIND, ch) ? KIND[ch] : undefined;
    if (!k) return null;
    out.push(k);
  }
  return out;
}

/** The reader at one seat, the computer (beginner) at all others. */
export function seatsWithReaderAt(players: number, you: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (i === you ? 'human' : 'beginner'));
}

export function allHuman(players: number): SeatKind[] {
  return Array.from({ length: players }, () => 'human');
}

/** The seats for another number of players: kept where they exist, the reader kept, new seats the beginner. */
export function resizeSeats(seats: readonly SeatKind[], players: number): SeatKind[] {
  const out = Array.from({ length: players }, (_, i) => seats[i] ?? 'beginner');
  if (seats.includes('human') && !out.includes('human')) out[0] = 'human';
  return out;
}

export const isComputer = (k: SeatKind | undefined): k is 'beginner' | 'strong' => k === 'beginner' || k === 'strong';

/**
 * Whose hand the page shows face up: the reader's seat to act; while the
 * computer acts, the reader's seat that played last before it (seats play in
 * order); with no reader's seat at all, none.
 */
export function viewerSeat(seats: readonly SeatKind[], toAct: number | null): number | null {
  const n = seats.length;
  if (!seats.includes('human')) return null;
  const from = toAct ?? 0;
  for (let k = 0; k < n; k++) {
    const seat = (from - k + n) % n;
    if (seats[seat] === 'human') return seat;
  }
  return null;
}
