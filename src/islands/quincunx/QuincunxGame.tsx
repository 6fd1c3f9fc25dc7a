/**
 * Play a seeded Quincunx game (2–4 players, open spread, or the solitaire)
 * by touching cards: a card in the hand, then one of the cells the engine
 * allows for it (marked); the engine's breakdown for that cell is shown
 * before the card is laid, and „Legen“ confirms. Each seat is the reader or
 * the computer (beginner or strong); the computer's plays come one at a
 * time, visibly, with the reason; its hand stays face down unless the study
 * mode shows every hand. The island never judges a move: legal cells,
 * previews and refusals are the engine's.
 * URL: ?qx-game=<options> seed:<seed>|<move> <move> …  (engine notation)
 * and ?qx-seats=<y|b|s per seat>; a link without seats is played by the
 * reader at every seat (as every link before seats existed).
 */
import { sayWhy } from '../../i18n/reason-text';
import { QUINCUNX_REASONS } from '../../i18n/players/quincunx';
import { endSentence } from '../../i18n/format';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useReveal } from '../shared/reveal';
import { rowKeys, useRowStop } from '../shared/arrows';
import { QUINCUNX } from '../../engine/quincunx/game';
import { preview, windowCells, type QuincunxEvent, type QuincunxMove, type QuincunxState } from '../../engine/quincunx/engine';
import type { QuincunxOptions } from '../../engine/quincunx/scoring';
import type { Choice, Reason } from '../../engine/core/player';
import type { Violation } from '../../engine/core/result';
import { decktetCardLabel, decktetCardName, decktetCardNameIn } from '../../i18n/decktet-cards';
import { QUINCUNX_PARSE_MESSAGES, QUINCUNX_VIOLATIONS, moveLabel, QUINCUNX_RULE_NAMES } from '../../i18n/quincunx';
import { QXP } from '../../i18n/quincunx-play';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { ViolationNote } from '../shared/ViolationNote';
import { Fold } from '../shared/Fold';
import { MovePanel } from '../shared/MovePanel';
import { afterPaint, randomSeed, readParam, writeParam } from '../shared/url';
import { SeedBar } from '../shared/SeedBar';
import { useGame } from '../shared/useGame';
import { recoverReasons } from '../shared/recoverReasons';
import { useHint } from '../shared/useHint';
import { Grid, marksOf } from './Grid';
import { BreakdownList } from './BreakdownList';
import { QxCard } from './Face';
import { Scoreboard } from './Scoreboard';
import { DEFAULT_SEED, KEY, QX_LINK, seedValue } from './gameUrl';
import { SEAT_KEY, allYou, computerChoice, defaultSeats, seatsFromUrl, seatsToUrl, type Seat } from './computer';
import './quincunx.css';
import { H, IslandLevel } from '../shared/Heading';
import { RuleRef } from '../shared/RuleRef';

/** Pause before a computer's play, so each one can be seen. */
const COMPUTER_DELAY = 450;

type Placed = Extract<QuincunxEvent, { type: 'placed' }>;
type Drew = Extract<QuincunxEvent, { type: 'drew' }>;
type Said = { kind: 'computer' | 'auto' | 'hint'; seat: number; move: QuincunxMove; reason: Reason | null };

const RuleLink = ({ rule, lang }: { rule?: string; lang: Lang }) => <RuleRef rule={rule} lang={lang} names={QUINCUNX_RULE_NAMES} />;

export default function QuincunxGame({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = QXP[lang];
  const u = ISLAND[lang];
  const initial = useMemo(() => QUINCUNX.setup(QUINCUNX.defaultOptions, DEFAULT_SEED), []);
  const [seats, setSeatsState] = useState<Seat[]>(() => defaultSeats(initial));
  const g = useGame(QUINCUNX, KEY, lang, {
    seed: DEFAULT_SEED,
    options: QUINCUNX.defaultOptions,
    seedValue,
    link: QX_LINK,
    onRestore: (restored) => {
      const n = restored.options.players;
      const raw = readParam(SEAT_KEY);
      const parsed = raw === null ? allYou(n) : seatsFromUrl(raw, n);
      if (!parsed) g.setNotice(t.badSeats);
      setSeatsState(parsed ?? allYou(n));
      if (raw !== null && !parsed) writeParam(SEAT_KEY, null);
    },
  });
  const { state, moves, states } = g;
  const o = state.options;
  const solo = o.players === 1;
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [refused, setRefused] = useState<Violation | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [thinking, setThinking] = useState(false);
  // the strong player's hint for the position on screen (it goes into `said` when it comes)
  const hintFor = useHint<QuincunxState, Choice<QuincunxMove>>(state);
  const resultRef = useRef<HTMLParagraphElement>(null);
  /** Has the reader placed a card since the game was dealt or opened? (where the focus goes at its end) */
  const readerMoved = useRef(false);
  const rootRef = useRef<HTMLElement>(null);

  const toAct = QUINCUNX.toAct(state);
  const seatOf = (p: number): Seat => seats[p] ?? 'you';
  const isYou = (p: number) => seatOf(p) === 'you';
  const humanTurn = toAct !== null && isYou(toAct);
  const computers = seats.some((s) => s !== 'you');
  const name = (p: number) => (solo ? t.you : t.player(p));
  const who = (p: number) => (solo ? t.you : !computers ? t.player(p) : isYou(p) ? t.youAre(t.player(p)) : t.computerName(t.player(p)));
  /** Whose hand is face up: the seat to act when it is the reader's, else the reader's (first) seat. */
  const shownSeat = toAct !== null && isYou(toAct) ? toAct : Math.max(0, seats.indexOf('you'));
  const over = QUINCUNX.result(state) !== null;

  // The last move's events (the engine's breakdown), from the states on either side.
  const lastEvents = useMemo((): readonly QuincunxEvent[] => {
    const n = moves.length;
    if (n === 0) return [];
    const r = QUINCUNX.apply(states[n - 1]!, moves[n - 1]!);
    return r.ok ? r.events : [];
  }, [moves, states]);
  const placed = lastEvents.find((e): e is Placed => e.type === 'placed');
  const drew = lastEvents.find((e): e is Drew => e.type === 'drew');
  const mug = lastEvents.find((e): e is Extract<QuincunxEvent, { type: 'muggins' }> => e.type === 'muggins');

  // Legal cells for the chosen card: the engine's legal moves that use it.
  const legalForCard = useMemo(() => {
    if (!chosen || !humanTurn) return new Set<string>();
    return new Set(QUINCUNX.legalMoves(state).flatMap((m) => (m.type === 'place' && m.card === chosen ? [m.cell] : [])));
  }, [chosen, state, humanTurn]);
  const previewed = useMemo(() => (chosen && pending && !o.muggins ? preview(state, chosen, pending) : null), [chosen, pending, state, o.muggins]);

  const clearChoice = () => {
    setChosen(null);
    setPending(null);
    setRefused(null);
    setFocus(null);
  };
  // After the paint, as the game's own link (useGame): every move writes the seats beside it.
  const writeSeats = (s: readonly Seat[]) => afterPaint(SEAT_KEY, () => writeParam(SEAT_KEY, seatsToUrl(s)));
  const play = (move: QuincunxMove, note: Said | null = null): Violation | null => {
    const v = g.attempt(move, note !== null);
    if (v) {
      setRefused(v);
      return v;
    }
    clearChoice();
    setAnnounce('');
    setSaid(note);
    writeSeats(seats);
    if (note === null) readerMoved.current = true;
    return null;
  };

  // The computer's turn (and the reader's moves that have no choice): one at a time, visibly.
  useEffect(() => {
    if (toAct === null || over) return;
    const seat = seatOf(toAct);
    const legal = QUINCUNX.legalMoves(state);
    if (seat === 'you') {
      const only = legal.length === 1 ? legal[0]! : null;
      if (!only || only.type !== 'place') return;
      const id = setTimeout(() => play(only, { kind: 'auto', seat: toAct, move: only, reason: null }), COMPUTER_DELAY);
      return () => clearTimeout(id);
    }
    let live = true;
    setThinking(true);
    const id = setTimeout(() => {
      void computerChoice(seat, state, toAct, g.seed, moves.length).then((c) => {
        if (!live) return;
        setThinking(false);
        play(c.move, { kind: 'computer', seat: toAct, move: c.move, reason: c.reason });
      });
    }, COMPUTER_DELAY);
    return () => {
      live = false;
      clearTimeout(id);
      setThinking(false);
    };
  }, [state, seats]);

  // A game link reopened (or the language switched mid-game) at the reader's turn: the computer's last move is
  // said again with its reason, as when it was played; the seeded player is asked again (shared/recoverReasons.ts).
  useEffect(() => {
    const n = moves.length;
    if (said !== null || n === 0 || !(humanTurn || over)) return;
    const mover = QUINCUNX.toAct(states[n - 1]!);
    if (mover === null) return;
    const strength = seatOf(mover);
    if (strength === 'you') return;
    return recoverReasons(
      [n - 1],
      (i) => computerChoice(strength, states[i]!, mover, g.seed, i),
      (i, m) => QUINCUNX.notation.formatMove(m) === QUINCUNX.notation.formatMove(moves[i]!),
      (i, reason) => setSaid((s) => s ?? { kind: 'computer', seat: mover, move: moves[i]!, reason }),
    );
  }, [state, seats]);

  // When the game ends after a move of the reader's (not when a finished game's link opens), the focus goes to the
  // result, not to "New game": a second quick Enter after the last placement would deal the finished game away.
  useEffect(() => {
    if (!over) return;
    if (readerMoved.current) resultRef.current?.focus();
    readerMoved.current = false;
  }, [over]);
  // After "New game" or "Deal the next round" (whose buttons go once pressed), the focus goes to the reader's hand
  // once a card there can be played (after the computers' opening placements), not to the top of the page.
  const focusHand = useRef(false);
  useLayoutEffect(() => {
    if (!focusHand.current) return;
    const card = rootRef.current?.querySelector<HTMLElement>('[data-testid="qx-hand"] button:not(:disabled)');
    if (!card) return;
    focusHand.current = false;
    card.focus();
  });

  // A card chosen by keyboard (Enter or Space: a click with no pointer's detail) takes the focus to its first legal
  // cell, the grid's one Tab stop: the grid stands above the hand, as many Shift+Tabs away as the card's place in it.
  const toGrid = useRef(false);
  useLayoutEffect(() => {
    if (!toGrid.current) return;
    toGrid.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-testid="qx-game-grid"] [tabindex="0"]')?.focus();
  }, [chosen]);
  const onCard = (c: string, keyboard: boolean) => {
    const next = chosen === c ? null : c;
    clearChoice();
    setChosen(next);
    g.setNotice('');
    toGrid.current = keyboard && next !== null;
  };
  const onCell = (cell: string) => {
    if (!humanTurn || state.phase !== 'play') return;
    if (!chosen) {
      setRefused(null);
      g.setNotice(t.chooseCard);
      return;
    }
    g.setNotice('');
    if (legalForCard.has(cell)) {
      setRefused(null);
      setPending(pending === cell ? null : cell);
      return;
    }
    // Not a legal cell: the engine says why.
    setPending(null);
    const r = QUINCUNX.apply(state, { type: 'place', card: chosen, cell });
    setRefused(r.ok ? null : r.violation);
  };
  const confirm = () => {
    if (!chosen || !pending) return;
    const a = announce.trim().replace('−', '-');
    const move: QuincunxMove = o.muggins && /^[+-]?\d+$/.test(a) ? { type: 'place', card: chosen, cell: pending, announce: Number(a) } : { type: 'place', card: chosen, cell: pending };
    if (!play(move)) toCell(pending);
  };
  /**
   * The focus goes to the cell the card went to (or was meant for) before the confirm box goes, with the button
   * that had it: a keyboard reader stays on the table instead of falling back to the page's start, and Chromium
   * takes 15-20 ms at 4× CPU slowdown to remove a focused element (half a placement's click handler, issue 13.7).
   * Called before the new state is drawn (Preact draws after the handler), so the focus change costs nothing.
   */
  const toCell = (cell: string) => rootRef.current?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus({ preventScroll: true });
  const hint = () => {
    if (toAct === null || !humanTurn) return;
    // (onAnswer does not run when the reader has moved on while the hint was on its way, or when none came)
    hintFor.ask(() => computerChoice('strong', state, toAct, `${g.seed}/hint`, moves.length), (c) => {
      setSaid({ kind: 'hint', seat: toAct, move: c.move, reason: c.reason });
      if (c.move.type === 'place') {
        setChosen(c.move.card);
        setPending(c.move.cell);
        setRefused(null);
      }
    });
  };
  // the line while the hint is coming, or that none can come
  const hintWait = hintFor.shown && !hintFor.shown.answer ? hintFor.shown : null;
  /** Take back the reader's last move and the computer's replies after it. */
  const undo = () => {
    let k = moves.length - 1;
    if (computers) while (k > 0 && !isYou(QUINCUNX.toAct(states[k]!) ?? 0)) k--;
    const n = moves.length - Math.max(0, k);
    g.undo(n);
    clearChoice();
    setSaid(null);
  };
  const readerMoves = computers ? moves.filter((_, i) => isYou(QUINCUNX.toAct(states[i]!) ?? 0)).length : moves.length;
  const newDeal = (seed: string, options: QuincunxOptions = g.options, nextSeats: Seat[] = seats) => {
    clearChoice();
    setSaid(null);
    g.deal(seed, options);
    const fresh = QUINCUNX.setup(options, seedValue(seed));
    const fit = nextSeats.length === options.players ? nextSeats : defaultSeats(fresh);
    setSeatsState(fit);
    writeSeats(fit);
  };
  const setOption = (patch: Partial<QuincunxOptions>) => newDeal(g.seed, { ...g.options, ...patch });
  const setSeat = (p: number, s: Seat) => {
    const next = seats.map((x, i) => (i === p ? s : x));
    setSeatsState(next);
    writeSeats(next);
  };
  const playersValue = o.mode === 'solitaire4x4' ? '1' : String(o.players);
  const marks = placed ? marksOf(placed.breakdown.items) : undefined;
  const focusCells = placed && focus !== null && placed.breakdown.items[focus] ? new Set(placed.breakdown.items[focus]!.cells) : undefined;
  const result = state.result;
  const hand = state.hands[shownSeat] ?? [];
  const [handStop, handFocused] = useRowStop(hand, chosen);
  const canTouch = humanTurn && state.phase === 'play';

  const status =
    state.phase === 'play'
      ? `${o.players > 1 ? t.roundOf(state.round + 1, o.players) : t.round(state.round + 1)} · ${t.toAct(who(state.current))} · ${t.pile}: ${state.pile.length}`
      : state.phase === 'roundEnd'
        ? t.roundOver(state.round + 1)
        : result?.kind === 'solitaire'
          ? result.won ? t.solitaireWon(result.total) : t.solitaireLost(result.total)
          : result?.kind === 'scores'
            ? (result.winners.length > 1 ? t.winners : t.winner)(result.winners.map(who).join(', '))
            : '';

  // the hint's line with its reason on the screen when it comes, the placement's Place button (above it) kept on it
  useReveal(said?.kind === 'hint' ? said : null, rootRef, '[data-testid="qx-hint"]', '.qx-place');
  const why = said?.reason ? sayWhy(QUINCUNX_REASONS, said.reason, lang) : null;
  const saidLine = said && (
    <p class={`qx-said qx-said--${said.kind}`} data-testid={`qx-${said.kind}`} role={said.kind === 'hint' ? 'status' : undefined}>
      {said.kind === 'hint'
        ? t.hintFor(moveLabel(said.move, lang))
        : said.kind === 'auto'
          ? t.auto(moveLabel(said.move, lang))
          : said.move.type === 'deal'
            ? t.computerDeal(who(said.seat))
            : t.computerMove(who(said.seat), moveLabel(said.move, lang, 'acc'))}
      {/* The line names the move ("Tipp: Der Pakt auf b2."), so the reason adds why alone ("Warum: bringt 5 Punkte."). */}
      {said.reason && (
        <>
          {why && <>{' '}<span class="qx-said__why">{t.why}: {endSentence(why)}</span></>}{' '}
          <RuleLink rule={said.reason.rule ?? 'placement'} lang={lang} />
        </>
      )}
    </p>
  );

  return (
    <IslandLevel hl={hl}>
    <section ref={rootRef} class="island qx qx-game" aria-label={t.playTitle} data-testid="qx-game">
      <H class="qx-title">{t.playTitle}</H>
      {g.notice && <p class="error" role="alert" data-testid="qx-notice">{g.notice}</p>}
      <Fold class="qx-settings" summary={<>{t.seats} · {t.deckOptions}: {[solo ? t.solitaire : t.nPlayers(o.players), o.mode === 'openSpread' ? t.open : '', o.excuse ? t.excuse : '', o.pawns ? t.pawns : '', o.flush ? t.flush : '', o.muggins ? t.muggins : ''].filter(Boolean).join(' · ')}</>}>
        {() => (
          <>
            <fieldset class="qx-options">
              <legend>{t.deckOptions}</legend>
              <label>
                {t.players}{' '}
                <select
                  value={playersValue}
                  onChange={(e) => {
                    const v = Number((e.currentTarget as HTMLSelectElement).value);
                    setOption(v === 1 ? { mode: 'solitaire4x4', players: 1 } : { mode: o.mode === 'solitaire4x4' ? 'standard' : o.mode, players: v });
                  }}
                >
                  <option value="1">{t.solitaire}</option>
                  <option value="2">{t.nPlayers(2)}</option>
                  <option value="3">{t.nPlayers(3)}</option>
                  <option value="4">{t.nPlayers(4)}</option>
                </select>
              </label>
              <label><input type="checkbox" checked={o.mode === 'openSpread'} disabled={solo} onChange={(e) => setOption({ mode: (e.currentTarget as HTMLInputElement).checked ? 'openSpread' : 'standard' })} /> {t.open}</label>
              <label><input type="checkbox" checked={o.excuse} onChange={(e) => setOption({ excuse: (e.currentTarget as HTMLInputElement).checked })} /> {t.excuse}</label>
              <label><input type="checkbox" checked={o.pawns} onChange={(e) => setOption({ pawns: (e.currentTarget as HTMLInputElement).checked })} /> {t.pawns}</label>
              <label><input type="checkbox" checked={o.flush} onChange={(e) => setOption({ flush: (e.currentTarget as HTMLInputElement).checked })} /> {t.flush}</label>
              <label><input type="checkbox" checked={o.muggins} disabled={solo} onChange={(e) => setOption({ muggins: (e.currentTarget as HTMLInputElement).checked })} /> {t.muggins}</label>
              <p class="hint">{t.variantsHint}</p>
            </fieldset>
            {!solo && (
              <fieldset class="qx-options qx-seats" data-testid="qx-seats">
                <legend>{t.seats}</legend>
                {seats.map((s, p) => (
                  <label>
                    {name(p)}{' '}
                    <select value={s} aria-label={t.seatOf(name(p))} onChange={(e) => setSeat(p, (e.currentTarget as HTMLSelectElement).value as Seat)}>
                      <option value="you">{t.seatYou}</option>
                      <option value="beginner">{t.seatBeginner}</option>
                      <option value="strong">{t.seatStrong}</option>
                    </select>
                  </label>
                ))}
                <label><input type="checkbox" checked={open} onChange={(e) => setOpen((e.currentTarget as HTMLInputElement).checked)} /> {t.openHands}</label>
              </fieldset>
            )}
          </>
        )}
      </Fold>

      <p class="qx-status" aria-live="polite" data-testid="qx-status">{status}</p>

      <div class="qx-layout">
        <Grid
          lang={lang}
          rows={state.rows}
          cols={state.cols}
          cells={state.spread}
          window={windowCells(state)}
          played={placed?.breakdown.cell ?? null}
          marks={pending ? undefined : marks}
          focus={pending ? undefined : focusCells}
          legal={chosen ? legalForCard : undefined}
          pending={chosen && pending ? { cell: pending, card: chosen } : null}
          onCell={onCell}
          label={t.spread}
          testId="qx-game-grid"
        />
        <div class="qx-side">
          {/* What to do now, the placement to confirm (its buttons before its points), a refusal, and the hint's or
              the computer's last move with its reason come first, then the hand: on a phone the side column stands
              under the grid, so what answers a tap on a cell, or on Hint, shows right below it (it showed under the
              hand and the other players, 550 px further down). */}
          {canTouch && (
            <p class="hint" aria-live="polite" data-testid="qx-prompt">
              {chosen && pending
                ? t.pending(moveLabel({ type: 'place', card: chosen, cell: pending }, lang))
                : chosen ? `${t.chosen(decktetCardName(lang, chosen))} ${t.legalCount(legalForCard.size)}` : t.chooseCard}
            </p>
          )}
          {thinking && toAct !== null && <p class="hint" aria-live="polite">{t.thinking(who(toAct))}</p>}
          {canTouch && chosen && pending && (
            <div class="qx-confirm" data-testid="qx-confirm">
              {o.muggins && (
                <label class="qx-announce">
                  {t.announce}{' '}
                  <input inputMode="numeric" value={announce} onInput={(e) => setAnnounce((e.currentTarget as HTMLInputElement).value)} size={5} autocomplete="off" data-testid="qx-announce" />
                  <span class="hint"> {t.announceHint}</span>
                </label>
              )}
              <div class="qx-buttons">
                <button type="button" class="qx-place" onClick={confirm}>{t.place(moveLabel({ type: 'place', card: chosen, cell: pending }, lang))}</button>
                <button type="button" onClick={() => { setPending(null); toCell(pending); }}>{t.cancel}</button>
              </div>
              {previewed && <BreakdownList lang={lang} breakdown={previewed} focus={null} onFocus={() => {}} heading={t.preview} />}
            </div>
          )}
          {refused && <ViolationNote v={refused} lang={lang} ruleNames={QUINCUNX_RULE_NAMES} messages={QUINCUNX_VIOLATIONS} />}
          {saidLine}
          {hintWait && <p class="qx-said qx-said--hint" data-testid="qx-hint-wait" role="status">{hintWait.busy ? t.hintBusy : t.hintNone}</p>}
          {state.phase === 'play' && (
            <div class={`qx-hand${canTouch ? ' qx-hand--active' : ''}`} role="toolbar" aria-label={t.handOf(who(shownSeat))} data-testid="qx-hand" onKeyDown={rowKeys}>
              <span class="qx-hand__who">{t.handOf(who(shownSeat))}:</span>
              {hand.map((c) => (
                <button key={c} type="button" class="qx-handcard" aria-pressed={chosen === c} disabled={!canTouch} tabIndex={c === handStop ? 0 : -1} onFocus={() => handFocused(c)} onClick={(e) => onCard(c, !e.detail)}>
                  <span class="sr-only">{decktetCardLabel(lang, c)}</span>
                  <span aria-hidden="true"><QxCard code={c} lang={lang} width={44} named={false} moved={drew?.player === shownSeat && drew.cards.includes(c)} /></span>
                </button>
              ))}
            </div>
          )}
          {state.phase === 'play' && !solo && (
            <ul class="qx-others" aria-label={t.players}>
              {state.hands.map((h, p) =>
                p === shownSeat ? null : (
                  <li class={`qx-other${state.current === p ? ' qx-other--active' : ''}`} data-seat={p}>
                    <span class="qx-hand__who">{who(p)}:</span>{' '}
                    {open
                      ? h.map((c) => <QxCard key={c} code={c} lang={lang} width={40} named={false} />)
                      : <span class="hint">{t.faceDown(h.length)}</span>}
                  </li>
                ),
              )}
            </ul>
          )}
          {canTouch && (
            <div class="qx-buttons">
              <button type="button" onClick={hint} data-testid="qx-hint-button" disabled={hintWait?.busy}>{t.hint}</button>
            </div>
          )}
          {humanTurn && state.phase === 'roundEnd' && <button type="button" class="qx-next" onClick={() => { focusHand.current = true; play({ type: 'deal' }); }}>{t.nextRound}</button>}
          {over && (
            <div class="qx-over" data-testid="qx-over">
              <p class="qx-result" ref={resultRef} tabIndex={-1}>{t.gameOver} {status}</p>
              <button type="button" onClick={() => { focusHand.current = true; newDeal(randomSeed()); }}>{t.newGame}</button>
            </div>
          )}
          {placed && (
            <div class="qx-last" data-testid="qx-last">
              <p>{t.lastTurn(who(placed.player), decktetCardNameIn(lang, placed.breakdown.card, 'acc'), placed.breakdown.cell)}</p>
              <BreakdownList lang={lang} breakdown={placed.breakdown} focus={focus} onFocus={setFocus} drawn={drew ? drew.cards.length : 0} />
              {drew && drew.cards.length > 0 && (isYou(drew.player) || open) && <p class="hint">{t.drew(drew.cards.map((c) => decktetCardName(lang, c)).join(', '))}</p>}
              {o.muggins && <p class="hint">{mug ? t.mugginsWrong(who(mug.player), mug.difference, mug.to.map(who).join(', ')) : t.mugginsOk}</p>}
            </div>
          )}
        </div>
      </div>
      <Scoreboard state={state} lang={lang} />
      <SeedBar lang={lang} seed={g.seed} onDeal={(seed) => newDeal(seed)} onUndo={undo} moves={readerMoves} onNotice={g.setNotice} />
      {!over && (
        <MovePanel
          hidden={!humanTurn}
          lang={lang}
          legal={[]}
          play={(text) => {
            const mv = QUINCUNX.notation.parseMove(text);
            if (!mv.ok) return { ok: false, parseError: mv.error };
            const v = play(mv.value);
            return v ? { ok: false, violation: v } : { ok: true };
          }}
          ruleNames={QUINCUNX_RULE_NAMES}
          messages={QUINCUNX_VIOLATIONS}
          parseMessages={QUINCUNX_PARSE_MESSAGES}
          summary={u.tryIt}
          hint={t.moveHint}
        />
      )}
      <Fold class="qx-log" summary={`${u.moves} (${moves.length})`}>
        {() => (moves.length ? <ol>{moves.map((m) => <li><code>{QUINCUNX.notation.formatMove(m)}</code> <span class="hint">{moveLabel(m, lang)}</span></li>)}</ol> : <p>{u.noMoves}</p>)}
      </Fold>
    </section>
    </IslandLevel>
  );
}
