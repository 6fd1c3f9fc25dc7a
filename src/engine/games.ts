/**
 * The registry: every game's engine object, in menu order. Islands import one
 * game's folder, never this file (it would bundle all four engines); build
 * code, tests and the bench use it.
 */
import type { AnyGame } from './core/game';
import { ROMME } from './romme';

export const GAMES: readonly AnyGame[] = [ROMME];
