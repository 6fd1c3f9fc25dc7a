/**
 * What a game gives the lesson and practice islands: the engine (as a
 * Judge), its lessons and practice kind, its rule names and violation
 * sentences, the table it draws, and how the reader's clicks become a move.
 * The islands themselves never judge an answer: src/learn/check.ts asks the
 * engine.
 */
import type { ComponentType } from 'preact';
import type { GameId } from '../../engine/core/game';
import type { RuleNames, ViolationMessages } from '../../i18n/islands';
import type { CardNamer, LearnSentences } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import type { Judge, Lesson, PracticeKind, Words } from '../../learn/types';
import type { DeckFaces } from './faces';

export interface BoardProps<S> {
  readonly state: S;
  readonly lang: Lang;
  /** Cards the reader may click (toggle); others are drawn plain. */
  readonly pickable: ReadonlySet<string>;
  readonly picked: ReadonlySet<string>;
  readonly onPick: (card: string) => void;
  /** Places the reader may click (cells, melds), and the one picked. */
  readonly targets?: ReadonlySet<string>;
  readonly onTarget?: (target: string) => void;
  readonly target?: string | null;
  /** Cards or places to mark (the engine's highlight: a breakdown's cells, a solution). */
  readonly marked?: ReadonlySet<string>;
  /** The task is a move: a board may say what the reader's seat is to do (not when the task asks something else). */
  readonly moving?: boolean;
}

export interface MoveAction {
  readonly id: string;
  readonly label: Words;
  /** How many picked cards the action needs: none, exactly one, or any number. */
  readonly cards: 'none' | 'one' | 'any';
  /** The action needs a place picked on the table (a meld to lay off on). */
  readonly target?: boolean;
}

export interface LearnKit<S, M> {
  readonly game: GameId;
  readonly judge: Judge<S, M>;
  readonly lessons: readonly Lesson<S, M>[];
  readonly practice: PracticeKind<S, M>;
  readonly ruleNames: RuleNames;
  readonly messages: ViolationMessages;
  /** Sentences for the game's learn codes (src/i18n/learn-<game>.ts). */
  readonly misses: LearnSentences;
  /** Card names in the page language (the game's deck only). */
  cardName(lang: Lang): CardNamer;
  /** The deck's card faces, for the parts every game's lessons share (cards in words, rows of cards to pick). */
  readonly faces: DeckFaces;
  readonly Board: ComponentType<BoardProps<S>>;
  /** Every card the board draws (pick choices that are not among them get a row of their own). */
  shown(s: S): readonly string[];
  /** For move tasks: the cards the reader may pick (the hand of the seat to act). */
  hand(s: S): readonly string[];
  /** For move tasks: the buttons offered in this position. */
  actions(s: S): readonly MoveAction[];
  /** For move tasks: places to click (a click with one picked card is a move, unless targetSubmits is false). */
  targets?(s: S): readonly string[];
  /** False: a click on a place only picks it, and an action button makes the move (default true). */
  readonly targetSubmits?: boolean;
  /** The move an action (or a click on a target) makes from the picked cards. */
  move(s: S, action: string, picked: readonly string[], target: string | null): M;
  /** A move in words for the solution ([card] tokens allowed). */
  describe(s: S, m: M, lang: Lang): string;
  /** Extra words for a number's solution (a Quincunx breakdown, say). */
  explainNumber?(s: S, lang: Lang, focus: readonly string[]): string;
}
