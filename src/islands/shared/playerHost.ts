/**
 * The computing side of a game's player worker (src/islands/<game>/player.worker.ts):
 * it answers "ask" messages with the game's player of the asked strength,
 * seeded by the request, from the seat's view alone (the page sends nothing
 * hidden). A decision takes at most a few hundred milliseconds, so it runs
 * in one go; but it starts only after the messages already waiting are read,
 * so a request that a newer one (or a "cancel") has superseded is dropped
 * unanswered instead of computed.
 */
import { isObject } from '../../engine/core/game';
import { askPlayer, isStrength, playerOf, type Choice, type GamePlayers, type Strength } from '../../engine/core/player';

export interface AskMessage<V = unknown, M = unknown> {
  readonly type: 'ask';
  readonly id: number;
  readonly view: V;
  readonly seat: number;
  readonly legal: readonly M[];
  readonly seed: number | string;
  readonly strength: Strength;
}
export interface CancelMessage {
  readonly type: 'cancel';
  readonly id: number;
}
export type PlayerMessage<V = unknown, M = unknown> = AskMessage<V, M> | CancelMessage;

export type PlayerAnswer<M = unknown> =
  | { readonly id: number; readonly choice: Choice<M> }
  | { readonly id: number; readonly failed: true };

/** Is this a well-formed ask (from our own page, but checked: a worker never trusts its input)? */
export function isAsk(m: unknown): m is AskMessage {
  return (
    isObject(m) && m.type === 'ask' && typeof m.id === 'number' && isObject(m.view) && typeof m.seat === 'number' && Number.isInteger(m.seat)
    && Array.isArray(m.legal) && m.legal.length > 0 && (typeof m.seed === 'number' || typeof m.seed === 'string') && isStrength(m.strength)
  );
}

/** One decision, or `failed` (a malformed request, or a player that threw). Never throws. */
export function answer<V, M>(players: GamePlayers<V, M>, req: AskMessage<V, M>): PlayerAnswer<M> {
  try {
    const choice = askPlayer(playerOf(players, req.strength), req.view, req.seat, req.legal, req.seed);
    return { id: req.id, choice };
  } catch {
    return { id: req.id, failed: true };
  }
}

/**
 * The worker's message handler. `defer` runs a function after the messages
 * waiting now (setTimeout 0 in a worker); only the newest open request is
 * computed, older ones are dropped (their asker has moved on).
 */
export function createPlayerHost<V, M>(players: GamePlayers<V, M>, reply: (a: PlayerAnswer<M>) => void, defer: (fn: () => void) => void): (message: unknown) => void {
  let newest: AskMessage<V, M> | null = null;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const req = newest;
    newest = null;
    if (req) reply(answer(players, req));
  };
  return (message) => {
    if (isObject(message) && message.type === 'cancel' && typeof message.id === 'number') {
      if (newest?.id === message.id) newest = null;
      return;
    }
    if (!isAsk(message)) {
      if (isObject(message) && typeof message.id === 'number') reply({ id: message.id, failed: true });
      return;
    }
    newest = message as AskMessage<V, M>;
    if (!scheduled) {
      scheduled = true;
      defer(run);
    }
  };
}
