/**
 * The registry: every game's engine object, in menu order. Islands import one
 * game's folder, never this file (it would bundle all four engines); build
 * code, tests and the bench use it.
 */
import type { AnyGame } from './core/game';
import { CONQUIAN } from './conquian/game';
import { GONGOR_WHIST } from './gongor-whist/game';
import { QUINCUNX } from './quincunx/game';
import { ROMME } from './romme/game';

export const GAMES: readonly AnyGame[] = [CONQUIAN, ROMME, QUINCUNX, GONGOR_WHIST];
