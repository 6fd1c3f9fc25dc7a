/**
 * Play a seeded Rommé game for 2–6 seats, by touching cards. The reader picks
 * who plays each seat (themselves, or the computer as a beginner or a strong
 * player); the computer's moves are played one at a time, named and linked to
 * their rule, its hands face down unless the study mode shows all hands.
 *
 * On the reader's turn: the stock and the discard pile carry "Ziehen" and
 * "Aufnehmen"; cards picked from the hand bring up what the engine accepts
 * with exactly those cards ("Auslegen", "Anlegen an B1", "Joker tauschen",
 * "Abwerfen", see offers.ts); a move with no choice plays itself, visibly.
 * "Tipp" asks the strong player for the reader's seat. Take back returns to
 * the reader's last decision, with the computer's replies. Notation stays in
 * a collapsed panel. Seed, options and moves are in ?rm-play (gameUrl.ts),
 * the seats in ?rm-seats (seats.ts). Every decision is the engine's.
 */
import { ownSentence, sayBeside } from '../../i18n/reason-text';
import { ROMME_REASONS } from '../../i18n/players/romme';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { firstMeldMinimum, legalMoves, toAct, type RommeMove, type RommeOptions, type RommeState } from '../../engine/romme/engine';
import { formatMove } from '../../engine/romme/notation';
import { ROMME } from '../../engine/romme/game';
import type { RommeRuleId } from '../../engine/romme/rules';
import { compareForDisplay, faceOf, isJoker } from '../../engine/cards/french';
import type { Choice, Reason } from '../../engine/core/player';
import type { Violation } from '../../engine/core/result';
import { frenchCardName } from '../../i18n/french-cards';
import { ISLAND } from '../../i18n/islands';
import { ROMME_PARSE_MESSAGES, ROMME_VIOLATIONS, VARIANT_NAMES, ROMME_RULE_NAMES } from '../../i18n/romme';
import { RMP } from '../../i18n/romme-play';
import type { Lang } from '../../i18n/ui';
import { FrenchCardFace } from '../../components/cards/FrenchCard';
import { Fold } from '../shared/Fold';
import { MovePanel } from '../shared/MovePanel';
import { SeedBar } from '../shared/SeedBar';
import { ViolationNote } from '../shared/ViolationNote';
import { afterPaint, gameInAddress, randomSeed, readParam, writeParam } from '../shared/url';
import { seatLine } from '../shared/seatLine';
import { useGame } from '../shared/useGame';
import { useHint } from '../shared/useHint';
import { recoverReasons } from '../shared/recoverReasons';
import { rommeComputer, shouldReport } from './computer';
import { cardsLabel, describeMove, meldsValue, moveRule, publicReason, recentLines } from './describe';
import { gameFromUrl, gameToUrl } from './gameUrl';
import { automaticMove, handCardsOf, selectionOffers, suggestedMeld } from './offers';
import { allHuman, formatSeats, isComputer, parseSeats, resizeSeats, SEATS_KEY, seatsWithReaderAt, viewerSeat, type SeatKind } from './seats';
import { ScoreTable, shortFace, Table } from './Table';
import './romme.css';
import { H, IslandLevel } from '../shared/Heading';
import { RuleRef } from '../shared/RuleRef';
import { useReveal } from '../shared/reveal';
import { rowKeys, useRowStop } from '../shared/arrows';

const KEY = 'rm-play';
const DEFAULT_SEED = 'regelwerk';
const VARIANTS = ['standard', 'noLayout', 'oneSuit', 'multiDiscardTake', 'kids7'] as const;
/** Pause before each computer move, so the reader can follow it. */
const SPEED_MS = { slow: 1600, normal: 800, fast: 150 } as const;
type Speed = keyof typeof SPEED_MS;
/** Pause before a move the reader has no choice about plays itself. */
const AUTO_MS = 500;

/** The readings the settings offer as checkboxes: whether each is on, and the options it sets. */
const SWITCHES: readonly { label: keyof typeof RMP.en & `opt${string}`; on: (o: RommeOptions) => boolean; set: (on: boolean) => Partial<RommeOptions> }[] = [
  { label: 'optLayOff', on: (o) => o.layOffSameTurnAsInitial, set: (on) => ({ layOffSameTurnAsInitial: on }) },
  { label: 'optOneJoker', on: (o) => o.maxJokersPerMeld === 1, set: (on) => ({ maxJokersPerMeld: on ? 1 : null }) },
  { label: 'optDiscardOut', on: (o) => o.goOutWithDiscard, set: (on) => ({ goOutWithDiscard: on }) },
  { label: 'optReshuffle', on: (o) => o.stockOutReshuffleDiscards, set: (on) => ({ stockOutReshuffleDiscards: on }) },
  { label: 'optLong', on: (o) => o.aceBothEnds, set: (on) => ({ aceBothEnds: on }) },
  { label: 'optSkat', on: (o) => o.jokerBySkatOrder, set: (on) => ({ jokerBySkatOrder: on }) },
  { label: 'optModernTake', on: (o) => o.takeDiscardBeforeFirstMeld === 'meldAtOnce', set: (on) => ({ takeDiscardBeforeFirstMeld: on ? 'meldAtOnce' : 'free' }) },
];

/** On a fresh page the reader sits at the seat that plays first in the default deal, the computer (beginner) at the others. */
function freshSeats(): SeatKind[] {
  const s = ROMME.setup(ROMME.defaultOptions, DEFAULT_SEED);
  return seatsWithReaderAt(s.players, s.current);
}

/**
 * What was said about a move not played by the reader's own hand: the computer's reason, or that it played itself.
 * A computer move of a reopened link has no reason until the player has been asked again (recoverReasons).
 */
type Note = { readonly kind: 'computer'; readonly reason?: Reason } | { readonly kind: 'auto' };

/**
 * The notes of a reopened link's last moves, back to the reader's last decision (the moves the log lists), as the
 * island would have written them while playing: the computer's moves (their reasons asked for later) and the
 * reader's moves that played themselves. The reader's own decision, and a new deal with a reader at the table, end it.
 */
function restoredNotes(states: readonly RommeState[], moves: readonly RommeMove[], seats: readonly SeatKind[]): Record<number, Note> {
  const hasHuman = seats.includes('human');
  const notes: Record<number, Note> = {};
  for (let i = moves.length - 1; i >= 0; i--) {
    const before = states[i]!;
    const who = toAct(before);
    if (moves[i]!.type === 'next' && hasHuman) break;
    if (who === null) continue;
    if (isComputer(seats[who]) && !(before.phase === 'dealOver' && hasHuman)) notes[i] = { kind: 'computer' };
    else if (before.phase !== 'dealOver' && automaticMove(before, legalMoves(before))) notes[i] = { kind: 'auto' };
    else break;
  }
  return notes;
}

const RuleLink = ({ rule, lang }: { rule: string; lang: Lang }) => <RuleRef rule={rule} lang={lang} names={ROMME_RULE_NAMES} class="rm-rulelink" />;

export default function RommeGame({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = RMP[lang];
  // A link with a bad move opens at the moves before it (gameFromUrl), and useGame says so.
  const game = useGame(ROMME, KEY, lang, { seed: DEFAULT_SEED, options: ROMME.defaultOptions, link: { read: gameFromUrl, write: gameToUrl } });
  const { state, states, moves } = game;
  const [seats, setSeatsState] = useState<SeatKind[]>(freshSeats);
  const [openHands, setOpenHands] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [picked, setPicked] = useState<string[]>([]);
  const [refused, setRefused] = useState<Violation | null>(null);
  const [notes, setNotes] = useState<Readonly<Record<number, Note>>>({});
  // the strong player's hint for the position on screen
  const hint = useHint<RommeState, Choice<RommeMove>>(state);
  const [stuck, setStuck] = useState<RommeState | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  /** The reader's last tap on a hand card (a new object each tap): what it brings is scrolled onto the screen (src/islands/shared/reveal.ts). */
  const [tap, setTap] = useState<{ card: string } | null>(null);
  const islandRef = useRef<HTMLElement>(null);
  /** The reader used the island last (so focus may follow the play). */
  const engaged = useRef(false);
  /** The computer players (one client for the island: a newer question drops an older one). */
  const computer = useMemo(rommeComputer, []);

  // The seats of a shared link (a game link without them is played by the reader at every seat, as such links always were).
  // useGame's restore ran first: a link with a bad move is already cut to the moves before it, in the address too.
  useEffect(() => {
    const rawGame = readParam(KEY);
    const rawSeats = readParam(SEATS_KEY);
    const read = rawGame === null ? null : gameFromUrl(rawGame);
    if (rawGame === null && rawSeats === null) return;
    if (rawGame !== null && !read) return; // refused: the default deal, the notice from useGame
    const players = read ? read.game.states[0]!.players : ROMME.defaultOptions.players;
    const seats = rawSeats === null ? null : parseSeats(rawSeats, players);
    if (rawSeats !== null && !seats) {
      game.setNotice(rawGame !== null ? t.badSeats : t.badSeatsFresh);
      writeParam(SEATS_KEY, null);
    }
    const restored = seats ?? (rawGame !== null ? allHuman(players) : freshSeats());
    setSeatsState(restored);
    // the log of the moves since the reader's last one, their reasons asked for below
    if (read) setNotes(restoredNotes(read.game.states, read.game.moves, resizeSeats(restored, players)));
  }, []);

  /**
   * The seats in the address, written after the paint like the game's own link (useGame): a game link without
   * seats is played by the reader at every seat, so once the game is in the address (or waiting to be written)
   * the seats go with it unless they are all the reader's; before, only seats other than a fresh game's are written.
   * (Written at once, replaceState took 8 ms of a move's click at 4× CPU slowdown, and after the first move it
   * read the address before the game's link was in it: that link opened with the reader at every seat.)
   */
  const syncSeats = (next: readonly SeatKind[]) => {
    afterPaint(SEATS_KEY, () => {
      const hasGame = gameInAddress(KEY);
      const plain = hasGame ? next.every((k) => k === 'human') : formatSeats(next) === formatSeats(freshSeats());
      writeParam(SEATS_KEY, plain ? null : formatSeats(next));
    });
  };
  const setSeats = (next: SeatKind[]) => {
    setSeatsState(next);
    syncSeats(next);
  };

  const players = state.players;
  const seatsNow: SeatKind[] = seats.length === players ? seats : resizeSeats(seats, players);
  const hasHuman = seatsNow.includes('human');
  const hotseat = seatsNow.every((k) => k === 'human');
  const over = state.phase === 'over';
  const actor = over ? null : toAct(state);
  const legal = useMemo(() => legalMoves(state), [state]);
  const viewer = viewerSeat(seatsNow, actor);
  const computerTurn = actor !== null && isComputer(seatsNow[actor]) && !(state.phase === 'dealOver' && hasHuman);
  /** The reader acts now, with the hand of `viewer`. */
  const readerTurn = actor !== null && !computerTurn && (seatsNow[actor] === 'human' || state.phase === 'dealOver');
  const hand = viewer !== null ? state.hands[viewer] ?? [] : [];
  const pickedInHand = picked.filter((c) => hand.includes(c));
  const handShown = [...hand].sort(compareForDisplay);
  const [handStop, handFocused] = useRowStop(handShown);
  const pickKey = pickedInHand.join(' ');
  const playingHand = readerTurn && viewer === state.current && (state.phase === 'play' || state.phase === 'final');
  const offers = useMemo(() => (playingHand ? selectionOffers(state, pickedInHand) : { moves: [], refused: null }), [state, pickKey, playingHand]);
  // A tap on a card in the hand's last row: its meld, lay-off or discard buttons on the screen (or, after them, the
  // word that there is none or why the pick is refused), the card still on it.
  useReveal(tap, islandRef, '[data-testid="rm-offers"], [data-testid="rm-no-offer"], [data-testid="rm-actions"] > [role="alert"]', tap ? `[data-card="${tap.card}"]` : undefined);
  const auto = readerTurn && state.phase !== 'dealOver' ? automaticMove(state, legal) : null;
  const name = (seat: number) => (!hotseat && seatsNow[seat] === 'human' && seatsNow.filter((k) => k === 'human').length === 1 ? `${t.player(seat)} (${t.you.toLowerCase()})` : t.player(seat));

  /** Play a move for the seat to act: the engine's refusal, or null when played. */
  const play = (move: RommeMove, note?: Note): Violation | null => {
    const index = moves.length;
    const v = game.attempt(move, note !== undefined);
    if (v) return v;
    setNotes((n) => {
      const kept = Object.fromEntries(Object.entries(n).filter(([i]) => Number(i) < index));
      return note ? { ...kept, [index]: note } : kept;
    });
    syncSeats(seatsNow);
    return null;
  };
  /** The reader's own move (a button): picks cleared, focus kept in the actions. */
  const act = (move: RommeMove) => {
    engaged.current = true;
    const v = play(move);
    setRefused(v);
    if (!v) {
      setPicked([]);
      hint.clear();
    }
  };

  // The computer's moves, one at a time; moves with no choice for the reader play themselves.
  useEffect(() => {
    if (actor === null) return;
    if (computerTurn) {
      let live = true;
      const strength = seatsNow[actor] === 'strong' ? 'strong' : 'beginner';
      const timer = setTimeout(() => {
        computer.ask(ROMME.viewFor(state, actor), actor, legal, `${game.seed}:${moves.length}`, strength).then(
          (choice) => {
            if (live && play(choice.move, { kind: 'computer', reason: choice.reason })) setStuck(state);
          },
          (e) => {
            if (live && shouldReport(e)) setStuck(state);
          },
        );
      }, SPEED_MS[speed]);
      return () => {
        live = false;
        clearTimeout(timer);
        computer.cancel();
      };
    }
    if (!auto) return;
    const timer = setTimeout(() => play(auto, { kind: 'auto' }), AUTO_MS);
    return () => clearTimeout(timer);
  }, [state, formatSeats(seatsNow), speed]);

  // Keyboard readers: when the button they used has gone, the next thing to press gets the focus.
  useEffect(() => {
    if (!engaged.current || typeof document === 'undefined') return;
    const el = document.activeElement;
    if (el && el !== document.body && islandRef.current?.contains(el)) return;
    if (el && el !== document.body) return;
    const next = islandRef.current?.querySelector<HTMLElement>('[data-testid="draw"], [data-focus-first] button:not([disabled]), [data-testid="rm-hand"] button');
    next?.focus();
  }, [state, readerTurn]);

  /** Take back the reader's last decision and everything after it (the computer's replies, moves that played themselves). */
  const undoCount = (() => {
    for (let i = moves.length - 1; i >= 0; i--) {
      const m = moves[i]!;
      if (m.type === 'next') {
        if (hasHuman) return moves.length - i;
        continue;
      }
      const who = toAct(states[i]!);
      if (who === null || seatsNow[who] !== 'human') continue;
      if (notes[i]?.kind === 'auto' || automaticMove(states[i]!, legalMoves(states[i]!))) continue;
      return moves.length - i;
    }
    return 0;
  })();
  const undo = () => {
    engaged.current = true;
    game.undo(undoCount);
    setPicked([]);
    setRefused(null);
    hint.clear();
    setStuck(null);
  };
  const deal = (seed: string, options: RommeOptions = game.options) => {
    const next = resizeSeats(seatsNow, ROMME.setup(options, 0).players);
    game.deal(seed, options);
    setSeatsState(next);
    syncSeats(next);
    setPicked([]);
    setRefused(null);
    setNotes({});
    hint.clear();
    setStuck(null);
  };
  const setOption = (patch: Partial<RommeOptions>) => deal(game.seed, { ...game.options, ...patch });

  const askHint = () => {
    if (actor === null) return;
    hint.ask(() => computer.ask(ROMME.viewFor(state, actor), actor, legal, `${game.seed}:${moves.length}:hint`, 'strong'), (choice) => {
      const cards = handCardsOf(choice.move);
      if (cards.length) setPicked(cards);
    });
  };
  const shownHint = hint.shown;
  // The answer comes under the Hint button, with the offers for the cards it picks grown above it: on a phone it
  // stood mostly below the screen (five lines of reasons). It comes onto the screen, the button kept on it.
  useReveal(shownHint && !shownHint.busy ? shownHint : null, islandRef, '[data-testid="rm-hint-text"]', '[data-testid="rm-hint"]');

  const togglePick = (c: string) => {
    engaged.current = true;
    setTap({ card: c });
    setRefused(null);
    setPicked(pickedInHand.includes(c) ? pickedInHand.filter((x) => x !== c) : [...pickedInHand, c]);
  };

  const previous = states.length > 1 ? states[states.length - 2]! : null;
  const last = state.history[state.history.length - 1];
  const choice = state.dealerChoice;
  const drawMove = legal.find((m) => m.type === 'draw');
  const takeMove = legal.find((m) => m.type === 'take' && (m.count ?? 1) === 1);
  const drawPhaseOthers = state.phase === 'draw' ? legal.filter((m) => m !== drawMove && m !== takeMove) : [];
  const suggestion = playingHand && !pickedInHand.length ? suggestedMeld(legal) : null;
  // At a deal's end every hand is shown, as players lay theirs down to count: the penalty points can be checked.
  const showHands: 'all' | number | null = openHands || state.phase === 'dealOver' || over ? 'all' : hotseat ? actor : viewer;

  // Moves since the reader's last decision (the computer's, and moves that played themselves), newest last.
  const lastOwn = moves.length - undoCount;
  // One line per computer turn, its last move and a card it took with the computer's reason and the rule that reason rests on.
  const newest = moves.length - 1;
  const log = !hotseat
    ? recentLines(
        moves.flatMap((m, i) => {
          const note = notes[i];
          if (i < (undoCount ? lastOwn + 1 : 0) || note === undefined) return [];
          const because = note.kind === 'computer' && note.reason?.rule ? (note.reason.rule as RommeRuleId) : undefined;
          return [{ i, seat: toAct(states[i]!), kind: note.kind, rule: moveRule(m, states[i]!), because, choice: m.type === 'take' }];
        }),
        newest,
      )
    : [];
  const lastAuto = notes[moves.length - 1]?.kind === 'auto' ? moves.length - 1 : -1;
  // The reasons the log shows for computer moves this page did not see made (a reopened link, the language
  // switched mid-game): asked again, newest first, while no computer seat is to move (src/islands/shared/recoverReasons.ts).
  useEffect(() => {
    if (computerTurn) return;
    const unexplained = (i: number) => {
      const n = notes[i];
      return n?.kind === 'computer' && !n.reason;
    };
    const missing = log.flatMap((line) => line.moves.filter((x) => x.reason && unexplained(x.i)).map((x) => x.i)).reverse();
    if (!missing.length) return;
    return recoverReasons(
      missing,
      (i) => {
        const before = states[i]!;
        const seat = toAct(before)!;
        return computer.ask(ROMME.viewFor(before, seat), seat, legalMoves(before), `${game.seed}:${i}`, seatsNow[seat] === 'strong' ? 'strong' : 'beginner');
      },
      (i, m) => ROMME.notation.formatMove(m) === ROMME.notation.formatMove(moves[i]!),
      (i, reason) => setNotes((n) => (n[i]?.kind === 'computer' ? { ...n, [i]: { kind: 'computer', reason } } : n)),
    );
  }, [moves, formatSeats(seatsNow), computerTurn]);
  // The reader's turn again after the computer seats: their turns are listed above the table, which pushed the
  // piles down; after the reader's first discard the Draw button stood 450 px below the screen. Draw comes onto the
  // screen with, where both fit, the newest turn above the seats (the computer's reason for its last move). Only
  // once the reader has played here: a shared link opened at the reader's turn does not scroll.
  useReveal(engaged.current && readerTurn && state.phase === 'draw' && log.length > 0 ? moves.length : null, islandRef, '[data-testid="draw"]', undefined, '[data-testid="rm-recent"] .rm-latest');

  const handSlot =
    viewer !== null && (openHands || showHands === viewer)
      ? {
          seat: viewer,
          content: (
            <div class="rm-hand" data-testid="rm-hand">
              <div class="rm-row" role="toolbar" aria-label={t.handOf(name(viewer))} onKeyDown={rowKeys}>
                {handShown.map((c) => {
                  const on = pickedInHand.includes(c);
                  const moved = previous !== null && previous.deal === state.deal && !previous.hands[viewer]?.includes(c);
                  return (
                    <button key={c} type="button" class={`rm-cardbtn${on ? ' rm-cardbtn--on' : ''}${moved ? ' rm-moved' : ''}`} aria-pressed={on} data-card={c} tabIndex={c === handStop ? 0 : -1} onFocus={() => handFocused(c)} onClick={() => togglePick(c)}>
                      <span class="sr-only">{frenchCardName(lang, c)}{moved ? ` (${t.justMoved})` : ''}</span>
                      <span aria-hidden="true">
                        <FrenchCardFace code={c} lang={lang} width={44} />
                      </span>
                    </button>
                  );
                })}
              </div>
            </div>
          ),
        }
      : undefined;

  const seatNote = (seat: number) => {
    const k = seatsNow[seat];
    if (hotseat) return '';
    return k === 'human' ? t.you : t.seatComputer(k === 'strong');
  };

  return (
    <IslandLevel hl={hl}>
    <section class="island rm rm-game" aria-label={t.playTitle} data-testid="rm-game" ref={islandRef}>
      <H class="rm-title">{t.playTitle}</H>
      {game.notice && <p class="error" role="alert">{game.notice}</p>}

      <Fold class="rm-settings rm-seats" testid="rm-seats" summary={t.seatsSummary(seatGroups(seatsNow, t))}>
        {() => (
          <fieldset class="rm-seatbar">
            <legend>{t.seatsLegend}</legend>
            <label>
              {t.seats}{' '}
              <select value={String(players)} onChange={(e) => setOption({ players: Number((e.currentTarget as HTMLSelectElement).value) })} data-testid="rm-players">
                {[2, 3, 4, 5, 6].map((n) => <option value={String(n)}>{n}</option>)}
              </select>
            </label>
            {seatsNow.map((k, seat) => (
              <label class="rm-seatpick">
                {t.seatShort(seat)}{' '}
                <select
                  value={k}
                  data-testid={`rm-seat-${seat}`}
                  aria-label={t.player(seat)}
                  onChange={(e) => {
                    const v = (e.currentTarget as HTMLSelectElement).value as SeatKind;
                    setSeats(seatsNow.map((x, i) => (i === seat ? v : x)));
                  }}
                >
                  {(['human', 'beginner', 'strong'] as const).map((kind) => <option value={kind}>{t.seatKind[kind]}</option>)}
                </select>
              </label>
            ))}
            <label class="rm-toggle">
              <input type="checkbox" checked={openHands} onChange={(e) => setOpenHands((e.currentTarget as HTMLInputElement).checked)} data-testid="rm-open-hands" /> {t.openHands}
            </label>
            <label>
              {t.speed}{' '}
              <select value={speed} onChange={(e) => setSpeed((e.currentTarget as HTMLSelectElement).value as Speed)} data-testid="rm-speed">
                {(['slow', 'normal', 'fast'] as const).map((s) => <option value={s}>{t.speeds[s]}</option>)}
              </select>
            </label>
          </fieldset>
        )}
      </Fold>

      <p class="rm-status" data-testid="rm-status" aria-live="polite">
        {t.deal(state.deal, state.options.deals)}
        {actor !== null && state.phase !== 'dealOver' && <> · {t.toAct(name(actor))}<span class="rm-status__phase"> · {t.phases[state.phase]}</span></>}
        {state.phase === 'play' && !state.melded[state.current] && state.options.variant !== 'noLayout' && (
          <> · {t.firstMeldNeeds(firstMeldMinimum(state.options))}</>
        )}
      </p>
      {state.deal === 1 && moves.length === 0 && choice.method !== 'given' && (
        <p class="hint" data-testid="rm-first-dealer">
          {t.firstDealer}:{' '}
          {choice.method === 'highCard'
            ? choice.rounds.map((round) => round.map((r) => t.drewHigh(t.seatShort(r.seat), r.cards.map((c) => (isJoker(c) ? 'Joker' : shortFace(faceOf(c), lang))).join(', '))).join('; ')).join(' – ') + `. ${t.dealsNow(t.player(state.dealer))}`
            : t.firstAce(t.player(state.dealer))}
        </p>
      )}

      {log.length > 0 && (
        <div class="rm-log-recent" data-testid="rm-recent" aria-live="polite">
          <p class="rm-log-recent__title">{t.sinceYours}</p>
          <ol>
            {log.map((line) => (
              <li data-index={line.moves[0]!.i} class={line.moves.some((x) => x.i === newest) ? 'rm-latest' : undefined}>
                {line.kind === 'computer' && line.seat !== null && <>{t.turnOf(t.player(line.seat))} </>}
                {line.moves.map(({ i, rule, link, reason }, k) => {
                  const note = notes[i]!;
                  const what = describeMove(moves[i]!, states[i]!, lang);
                  return (
                    <>
                      {k > 0 && ' · '}
                      {note.kind === 'auto' ? t.automatic(what) : what}
                      {/* the line names the move ("Abwerfen: ♥7"): its reason adds why alone where it has one */}
                      {/* of a seat whose hand the reader does not see, the reason tells nothing of that hand */}
                      {reason && note.kind === 'computer' && note.reason && <>. <span class="rm-reason">{ownSentence(sayBeside(ROMME_REASONS, showHands === 'all' || showHands === line.seat ? note.reason : publicReason(note.reason), lang))}</span></>}
                      {link && <> <RuleLink rule={rule} lang={lang} /></>}
                    </>
                  );
                })}
              </li>
            ))}
          </ol>
        </div>
      )}
      {hotseat && lastAuto >= 0 && (
        <p class="rm-auto" data-testid="rm-auto" aria-live="polite">{t.automatic(describeMove(moves[lastAuto]!, states[lastAuto]!, lang))}</p>
      )}

      <Table
        state={state}
        lang={lang}
        showHands={showHands}
        handSlot={handSlot}
        previous={previous}
        bottom={viewer}
        seatNote={seatNote}
        piles={readerTurn && state.phase === 'draw' && !auto ? { onDraw: drawMove && (() => act(drawMove)), onTake: takeMove && (() => act(takeMove)) } : undefined}
      />

      {(state.phase === 'dealOver' || over) && last && (
        <div class="rm-result" role="status" data-testid="rm-result">
          <p>
            {t.dealEnd[last.how](last.winner !== null ? t.player(last.winner) : '', state.call?.leftover ?? 0)} {last.penalties.map((p, i) => `${t.seatShort(i)}: ${t.points(p)}`).join(' · ')}
          </p>
          {state.result && <p><strong>{t.gameOver(state.result.winners.map((w) => t.player(w)).join(', '))}</strong></p>}
        </div>
      )}
      <ScoreTable state={state} lang={lang} />

      <div class="rm-actions" ref={actionsRef} data-testid="rm-actions">
        {over && (
          <div class="rm-buttons" data-focus-first>
            <button type="button" class="rm-primary" data-testid="rm-new-game" onClick={() => deal(randomSeed())}>{t.newGame}</button>
          </div>
        )}
        {!over && computerTurn && actor !== null && (
          <p class="rm-wait" data-testid="rm-wait">{stuck === state ? t.computerStuck : t.thinking(t.player(actor))}</p>
        )}
        {!over && readerTurn && state.phase === 'dealOver' && (
          <div class="rm-buttons" data-focus-first>
            <button type="button" onClick={() => act({ type: 'next' })}>{t.offerNext}</button>
          </div>
        )}
        {!over && readerTurn && auto && <p class="rm-wait">{t.automatic(describeMove(auto, state, lang))}</p>}
        {!over && readerTurn && state.phase === 'draw' && !auto && (
          <>
            <p class="hint">{t.drawPrompt}</p>
            {drawPhaseOthers.length > 0 && (
              <div class="rm-buttons" data-focus-first>
                {drawPhaseOthers.map((m) => <button type="button" onClick={() => act(m)}>{describeMove(m, state, lang)}</button>)}
              </div>
            )}
          </>
        )}
        {!over && playingHand && !auto && (
          <>
            {!pickedInHand.length && <p class="hint">{t.pickPrompt}</p>}
            {suggestion && (
              <div class="rm-buttons">
                <button type="button" class="rm-suggest" data-testid="rm-suggest" onClick={() => setPicked(handCardsOf(suggestion))}>
                  {t.suggestion(suggestion.melds.map((g) => cardsLabel(g, lang)).join(' + '), meldsValue(suggestion.melds, state))}
                </button>
              </div>
            )}
            <div class="rm-buttons rm-offers" data-testid="rm-offers" data-focus-first>
              {offers.moves.map((m) => (
                <button type="button" onClick={() => act(m)}>{describeMove(m, state, lang)}</button>
              ))}
              {state.phase === 'final' && <button type="button" onClick={() => act({ type: 'done' })}>{t.offerDone}</button>}
              {pickedInHand.length > 0 && (
                <button type="button" class="rm-quiet" onClick={() => setPicked([])}>{t.clearPick}</button>
              )}
            </div>
            {pickedInHand.length > 0 && !offers.moves.length && !offers.refused && <p class="hint" data-testid="rm-no-offer">{t.noOffer}</p>}
            {offers.refused && <ViolationNote v={offers.refused} lang={lang} ruleNames={ROMME_RULE_NAMES} messages={ROMME_VIOLATIONS} />}
          </>
        )}
        {!over && readerTurn && state.phase !== 'dealOver' && (
          <div class="rm-buttons">
            <button type="button" class="rm-quiet" data-testid="rm-hint" onClick={askHint} disabled={shownHint?.busy}>{t.hintButton}</button>
            {shownHint && (
              <p class="rm-hint" data-testid="rm-hint-text" aria-live="polite">
                {shownHint.busy ? t.hintBusy : shownHint.answer ? (
                  <>
                    {t.hintText(describeMove(shownHint.answer.move, state, lang))}. {ownSentence(sayBeside(ROMME_REASONS, shownHint.answer.reason, lang))}{' '}
                    <RuleLink rule={shownHint.answer.reason.rule ?? moveRule(shownHint.answer.move, state)} lang={lang} />
                  </>
                ) : t.hintNone}
              </p>
            )}
          </div>
        )}
        {refused && <ViolationNote v={refused} lang={lang} ruleNames={ROMME_RULE_NAMES} messages={ROMME_VIOLATIONS} />}
      </div>

      <div class="rm-controls">
        <SeedBar lang={lang} seed={game.seed} onDeal={(seed) => deal(seed)} onUndo={undo} moves={undoCount} onNotice={game.setNotice} />
      </div>
      <Fold class="rm-settings" summary={`${t.options}: ${VARIANT_NAMES[lang][game.options.variant]}`}>
        {() => (
          <>
            <label>
              {t.variant}{' '}
              <select value={game.options.variant} onChange={(e) => { const v = VARIANTS.find((x) => x === (e.currentTarget as HTMLSelectElement).value); if (v) setOption({ variant: v }); }}>
                {VARIANTS.map((v) => <option value={v}>{VARIANT_NAMES[lang][v]}</option>)}
              </select>
            </label>
            {SWITCHES.map(({ label, on, set }) => (
              <label>
                <input type="checkbox" checked={on(game.options)} onChange={(e) => setOption(set((e.currentTarget as HTMLInputElement).checked))} /> {t[label]}
              </label>
            ))}
            <p class="hint">{t.optsHint}</p>
          </>
        )}
      </Fold>

      {!over && (
        <MovePanel
          hidden={!readerTurn && !hotseat}
          lang={lang}
          legal={[]}
          play={(text) => {
            engaged.current = true;
            const r = game.play(text);
            if (r.ok) {
              setPicked([]);
              syncSeats(seatsNow);
            }
            return r;
          }}
          ruleNames={ROMME_RULE_NAMES}
          messages={ROMME_VIOLATIONS}
          parseMessages={ROMME_PARSE_MESSAGES}
          summary={t.notationPanel}
          hint={t.gameHint}
        />
      )}
      <Fold class="rm-log" summary={t.record(moves.length)}>
        {() => (moves.length ? <ol>{moves.map((m) => <li><code>{formatMove(m)}</code></li>)}</ol> : <p>{ISLAND[lang].noMoves}</p>)}
      </Fold>
      <p class="hint">{t.shareNote}</p>
    </section>
    </IslandLevel>
  );
}

/** "D: du · A, B, C: Computer (Einsteiger)": who plays which seat, for the summary line. */
function seatGroups(seats: readonly SeatKind[], t: (typeof RMP)[Lang]): string {
  return seatLine(seats, ['human', 'beginner', 'strong'], t.seatShort, (kind) => (kind === 'human' ? t.you.toLowerCase() : t.seatComputer(kind === 'strong'))).join(' · ');
}
