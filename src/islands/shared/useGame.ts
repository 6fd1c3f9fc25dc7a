/**
 * The state of a game island, for any game: the deal (seed and options), the
 * moves played and the state after each, the link in the address (read once
 * on hydration, rewritten on every change), the reader's move attempts and
 * the engine's refusals, undo and new deals. A game's island only draws its
 * table and calls these.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameRules } from '../../engine/core/game';
import { dealFromLink, readGameLinkKeeping, writeGameLink, type KeptGame, type LinkedGame, type SeedValue } from '../../engine/core/link';
import type { ParseResult, Violation } from '../../engine/core/result';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import type { PlayOutcome } from './MovePanel';
import { afterPaint, restoreParam, writeParam } from './url';

export interface UseGameConfig<S, M, O> {
  /** The deal shown before the reader changes anything (and after a tampered link). */
  readonly seed: string;
  readonly options: O;
  readonly seedValue?: SeedValue;
  /** Reads a move list in a form the game's links once had (old links keep opening). */
  readonly legacyMoves?: (text: string) => ParseResult<M[]> | null;
  /** A game whose links had their own form before the shared one (Quincunx's `qx-game`): read and write that form instead. */
  readonly link?: { read(raw: string): KeptGame<S, M, O> | null; write(g: LinkedGame<S, M, O>): string };
  /** Called with the game restored from the address (to read fields kept beside it). */
  readonly onRestore?: (g: LinkedGame<S, M, O>) => void;
}

export function useGame<S, M, O, V>(game: GameRules<S, M, O, V>, key: string, lang: Lang, config: UseGameConfig<S, M, O>) {
  const { seedValue, legacyMoves, link } = config;
  const [g, setG] = useState<LinkedGame<S, M, O>>(() => dealFromLink(game, config.seed, config.options, seedValue));
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const read = (raw: string) => (link ? link.read(raw) : readGameLinkKeeping(game, raw, { seedValue, legacyMoves }));
    restoreParam(
      key,
      read,
      ({ game: v, cut }) => {
        setG(v);
        config.onRestore?.(v);
        // a link cut short or with a bad move: the moves before it, said so, and the address made to match
        if (cut) {
          setNotice(ISLAND[lang].linkCut(v.moves.length));
          writeParam(key, link ? link.write(v) : writeGameLink(game, v));
        }
      },
      () => setNotice(ISLAND[lang].badUrl),
    );
  }, []);

  const update = (next: LinkedGame<S, M, O>) => {
    setG(next);
    // The link is written after the move is painted (afterPaint): history.replaceState alone costs 2–25 ms at
    // 4× CPU slowdown, 20–30 ms of a Quincunx placement's click handler when it ran at once, and packing a long
    // game's moves tens more (issue 13.7). The language switch writes pending links first (flushWrites).
    afterPaint(key, () => writeParam(key, link ? link.write(next) : writeGameLink(game, next)));
  };
  const state = g.states[g.states.length - 1]!;

  /**
   * Play a move (from a button or a touched card): null when done, else the engine's refusal. The reader's move
   * clears the notice (a bad link, say); a move of the computer's or one that plays itself (`quiet`) leaves it,
   * since the reader has not yet acted on it (a damaged link's notice went before it could be read).
   */
  const attempt = (move: M, quiet = false): Violation | null => {
    const r = game.apply(state, move);
    if (!r.ok) return r.violation;
    if (!quiet) setNotice('');
    update({ ...g, moves: [...g.moves, move], states: [...g.states, r.state] });
    return null;
  };
  /** Play a move typed in notation. */
  const play = (text: string): PlayOutcome => {
    const mv = game.notation.parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    const v = attempt(mv.value);
    return v ? { ok: false, violation: v } : { ok: true };
  };
  /** Take back the last `n` moves. */
  const undo = (n = 1) => {
    const k = Math.max(0, g.moves.length - n);
    update({ ...g, moves: g.moves.slice(0, k), states: g.states.slice(0, k + 1) });
  };
  const deal = (seed: string, options: O = g.options) => {
    setNotice('');
    update(dealFromLink(game, seed, options, seedValue));
  };
  return {
    seed: g.seed,
    options: g.options,
    moves: g.moves,
    states: g.states,
    state,
    notice,
    setNotice,
    attempt,
    play,
    undo,
    deal,
    /** The moves in notation (the game record). */
    record: () => g.moves.map((m) => game.notation.formatMove(m)),
  };
}
