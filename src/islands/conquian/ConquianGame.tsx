/**
 * A whole seeded game of Conquian, played by touching cards: the reader
 * selects hand cards (and the centre card) and the island offers the legal
 * moves that use exactly them, named in the page language. A move that is
 * the only one allowed plays itself after a short pause, with a line in the
 * log. Each seat is the reader's or the computer's (beginner or strong); the
 * computer's hand is face down unless the study mode opens every hand.
 * Legality is always the engine's: the buttons are its legalMoves.
 * URL: ?cq-game=seed~letters:m1;m2… (gameUrl.ts) and ?cq-seats=hb[o].
 */
import { ownSentence, sayBeside, sayWhy } from '../../i18n/reason-text';
import { recoverReasons } from '../shared/recoverReasons';
import { CONQUIAN_REASONS } from '../../i18n/players/conquian';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { reducedMotion, useReveal } from '../shared/reveal';
import { CONQUIAN } from '../../engine/conquian/game';
import type { ConquianMove, ConquianOptions, ConquianState, Player } from '../../engine/conquian/engine';
import type { Choice, Reason } from '../../engine/core/player';
import { CONQUIAN_PARSE_MESSAGES, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS } from '../../i18n/conquian';
import { CQP } from '../../i18n/conquian-play';
import { endSentence } from '../../i18n/format';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Board } from './Board';
import { Fold } from '../shared/Fold';
import { MovePanel } from '../shared/MovePanel';
import { SeedBar } from '../shared/SeedBar';
import { ViolationNote } from '../shared/ViolationNote';
import { useGame } from '../shared/useGame';
import { useHint } from '../shared/useHint';
import { afterPaint, gameInAddress, randomSeed, readParam, writeParam } from '../shared/url';
import { seatLine } from '../shared/seatLine';
import { DEFAULT_SEED, KEY } from './gameUrl';
import { cardShort, moveLabel, moveLine, movesForSelection, notationLine, publicReason, ruleOfMove } from './describe';
import { ALL_READER, ask, freshSeats, SEATS_KEY, seatsFromUrl, seatsParam, type SeatKind, type Seats } from './computer';
import './conquian.css';
import { H, IslandLevel } from '../shared/Heading';
import { RuleRef } from '../shared/RuleRef';

/** Legal moves per state, computed once (states are never mutated). */
const legalCache = new WeakMap<ConquianState, readonly ConquianMove[]>();
function legalOf(s: ConquianState): readonly ConquianMove[] {
  let l = legalCache.get(s);
  if (!l) legalCache.set(s, (l = CONQUIAN.legalMoves(s)));
  return l;
}

const RuleLink = ({ rule, lang }: { rule: string; lang: Lang }) => <RuleRef rule={rule} lang={lang} names={CONQUIAN_RULE_NAMES} />;

/** The seats of a fresh page: the reader decides first, against the beginner. */
const FRESH = freshSeats(CONQUIAN.defaultOptions.dealer);

/** A computer's move in the log: the line ("Spieler A gibt ♥4 weiter.") and why, without naming the move again. */
function computerLine(lang: Lang, line: string, r: Reason): string {
  const why = sayWhy(CONQUIAN_REASONS, r, lang);
  return why ? `${line.replace(/\.$/, '')}: ${endSentence(why)}` : line;
}

export default function ConquianGame({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = CQP[lang];
  const u = ISLAND[lang];
  const g = useGame(CONQUIAN, KEY, lang, { seed: DEFAULT_SEED, options: CONQUIAN.defaultOptions });
  const { state, states, moves } = g;
  const [seats, setSeatsState] = useState<Seats>(FRESH);
  const [selected, setSelected] = useState<string[]>([]);
  const [centreSel, setCentreSel] = useState(false);
  const [refused, setRefused] = useState<ReturnType<typeof g.attempt>>(null);
  // the strong player's hint for the position on screen (gone with the next move, undo or deal)
  const hint = useHint<ConquianState, Choice<ConquianMove>>(state);
  /** The computer's reasons by move number (kept while the page is open). */
  const [reasons, setReasons] = useState<ReadonlyMap<number, Reason>>(new Map());
  const root = useRef<HTMLElement>(null);
  // The island's notice (a tampered link, a bad seed) stays until the reader acts: the automatic moves do not clear it.
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (g.notice) setNotice(g.notice);
  }, [g.notice]);
  const focusNext = useRef(false);

  // The seats of a link: a game link without them is played by the reader at both seats, as such links always were;
  // a page with neither opens with the fresh seats. A malformed field is dropped with a notice.
  useEffect(() => {
    const raw = readParam(SEATS_KEY);
    const hasGame = readParam(KEY) !== null;
    const parsed = raw === null ? null : seatsFromUrl(raw);
    if (raw !== null && !parsed) {
      // said as what it is (the seats), not as a bad position: the game itself opens
      setNotice(hasGame ? t.badSeats : t.badSeatsFresh);
      writeParam(SEATS_KEY, null);
    }
    setSeatsState(parsed ?? (hasGame ? ALL_READER : FRESH));
  }, []);
  /** The seats as the reader last chose them, for the address write (below). */
  const seatsNow = useRef(seats);
  seatsNow.current = seats;
  /**
   * The seats in the address, written after the paint like the game's own link, and with it: see seatsParam. The
   * write reads the seats when it runs, not when it was asked for: a move's effect runs a frame after its render,
   * and a seat chosen in between was overwritten by the seats that render had seen (the link lost them).
   */
  const syncSeats = () =>
    afterPaint(SEATS_KEY, () => writeParam(SEATS_KEY, seatsParam(seatsNow.current, gameInAddress(KEY), FRESH)));
  const setSeats = (s: Seats) => {
    seatsNow.current = s;
    setSeatsState(s);
    syncSeats();
  };
  // Once a move or a new deal puts the game into the address, the seats go with it.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) syncSeats();
    mounted.current = true;
  }, [state]);

  const legal = legalOf(state);
  // The position now on screen: a pending automatic move checks it, since an effect's cleanup may come a frame late (after a link was restored, say).
  const shown = useRef(state);
  shown.current = state;
  const actor = CONQUIAN.toAct(state) as Player | null;
  const kindOf = (p: Player): SeatKind => seats.kinds[p];
  const readerSeats = ([0, 1] as const).filter((p) => kindOf(p) === 'h');
  /** The reader decides: a seat of the reader's to act, with more than one legal move. */
  const deciding = actor !== null && kindOf(actor) === 'h' && legal.length > 1;
  const isDecision = (i: number) => {
    const a = CONQUIAN.toAct(states[i]!) as Player | null;
    return a !== null && kindOf(a) === 'h' && legalOf(states[i]!).length > 1;
  };

  // New position: forget the selection and a stale hint, before the reader can touch a card of the new one
  // (an effect runs after the paint: a card chosen in between was un-chosen again, and a keyboard test that
  // pressed Space there waited 120 s in CI for the Discard button).
  // (An empty selection is kept as it is: a new empty array would draw the whole island a second time after every move.)
  useLayoutEffect(() => {
    setSelected((s) => (s.length ? [] : s));
    setCentreSel(false);
    setRefused(null);
  }, [state]);

  // Moves nobody needs to decide, and the computer's moves: one at a time, after a short pause, each with its log line.
  useEffect(() => {
    if (actor === null || deciding) return;
    const n = moves.length;
    const kind = kindOf(actor);
    let live = true;
    const fast = reducedMotion();
    const timer = setTimeout(() => {
      if (shown.current !== state) return;
      if (kind === 'h') {
        g.attempt(legal[0]!, true);
        return;
      }
      ask(kind, state, g.seed, n).then(
        (c) => {
          if (!live || shown.current !== state) return;
          setReasons((m) => new Map(m).set(n, c.reason));
          g.attempt(c.move, true);
        },
        () => undefined,
      );
    }, fast ? 40 : kind === 'h' || legal.length === 1 ? 450 : 800);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state, seats]);

  // After the reader's own move, the keyboard lands on the next thing to do once the reader decides again; at the
  // game's end on the result, not on "New game", so that a second quick Enter cannot deal the finished game away.
  useLayoutEffect(() => {
    if (!focusNext.current || !(deciding || state.phase === 'over')) return;
    focusNext.current = false;
    root.current?.querySelector<HTMLElement>(state.phase === 'over' ? '[data-testid="result"]' : '[data-focus="true"]')?.focus();
  }, [state, deciding]);

  const play = (m: ConquianMove) => {
    const v = g.attempt(m);
    setRefused(v);
    setNotice('');
    if (!v) focusNext.current = true;
  };

  /** Undo: back to the reader's last decision (the automatic moves and the computer's replies after it go too). */
  let lastDecision = -1;
  for (let i = moves.length - 1; i >= 0; i--) if (isDecision(i)) { lastDecision = i; break; }
  const undo = () => {
    if (lastDecision < 0) return;
    g.undo(moves.length - lastDecision);
  };

  const newDeal = (seed: string, options: ConquianOptions = g.options) => {
    setReasons(new Map());
    setNotice('');
    g.deal(seed, options);
  };
  const setOption = (patch: Partial<ConquianOptions>) => newDeal(g.seed, { ...g.options, ...patch });

  const centre = state.centre?.card ?? null;
  const hintHere = hint.shown?.answer ?? null;
  // the hint's sentence on the screen when it comes, its move's button (offered first) kept on it
  useReveal(hintHere, root, '[data-testid="hint"]', '.cq-moves button');
  const isHinted = (m: ConquianMove) => hintHere !== null && CONQUIAN.notation.formatMove(m) === CONQUIAN.notation.formatMove(hintHere.move);
  // (the hinted move first among those the selection allows: a hand set can go down in more than one way)
  const offered = deciding ? movesForSelection(legal, selected, centreSel ? centre : null).sort((a, b) => Number(isHinted(b)) - Number(isHinted(a))) : [];
  // face down while the game runs; once it is over, the computer's last cards are shown too
  const hidden = seats.open || state.phase === 'over' ? [] : ([0, 1] as const).filter((p) => kindOf(p) !== 'h' && readerSeats.length > 0);
  const bottom: Player = readerSeats.length === 1 ? readerSeats[0]! : 0;
  const name = (p: Player) => `${t.player(p)}${kindOf(p) === 'h' ? (readerSeats.length === 1 ? ` (${t.you.toLowerCase()})` : '') : ` (${kindOf(p) === 'b' ? t.seatBeginner : t.seatStrong})`}`;
  const centreUsable = deciding && centre !== null && legal.some((m) => m.type !== 'discard');
  const toggle = (c: string) => setSelected((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c]));

  /** The log's last six lines (only those are shown, newest first: the game record below has every move). */
  const logFrom = Math.max(0, moves.length - 6);
  const log = useMemo(
    () =>
      moves.slice(logFrom).map((m, k) => {
        const i = logFrom + k;
        const before = states[i]!;
        const who = CONQUIAN.toAct(before) as Player;
        const kind = seats.kinds[who];
        return { i, who, text: moveLine(before, m, lang, who), kind: kind !== 'h' ? 'computer' : legalOf(before).length === 1 ? 'auto' : 'own', rule: ruleOfMove(m) };
      }),
    [moves, seats, lang],
  );

  // The reasons for computer moves in the log that this page did not see made (a reopened link, the language
  // switched mid-game): asked again, newest first, while nobody waits for the computer (src/islands/shared/recoverReasons.ts).
  const waitsForComputer = actor !== null && !deciding;
  useEffect(() => {
    if (waitsForComputer) return;
    const missing = log.filter((l) => l.kind === 'computer' && !reasons.has(l.i)).map((l) => l.i).reverse();
    if (!missing.length) return;
    return recoverReasons(
      missing,
      (i) => ask(kindOf(CONQUIAN.toAct(states[i]!) as Player) === 's' ? 's' : 'b', states[i]!, g.seed, i),
      (i, m) => CONQUIAN.notation.formatMove(m) === CONQUIAN.notation.formatMove(moves[i]!),
      (i, r) => setReasons((m) => new Map(m).set(i, r)),
    );
  }, [moves, seats, waitsForComputer]);

  // The hint's cards are picked for the reader, as Rommé's suggestion picks a meld's: its move is then offered
  // first, to press or not (a meld or a discard needs the cards chosen; passing, declining and forcing need none).
  const askHint = () =>
    hint.ask(() => ask('s', state, g.seed, moves.length), (c) => {
      if (c.move.type === 'meld') {
        setSelected([...c.move.hand]);
        setCentreSel(centre !== null && c.move.melds.some((m) => m.includes(centre)));
      } else if (c.move.type === 'discard') {
        setSelected([c.move.card]);
        setCentreSel(false);
      }
    });

  const seatSelect = (p: Player) => (
    <span>
      <label for={`cq-seat-${p}`}>{t.player(p)}</label>{' '}
      <select id={`cq-seat-${p}`} value={kindOf(p)} onChange={(e) => {
        const v = (e.currentTarget as HTMLSelectElement).value as SeatKind;
        setSeats({ ...seats, kinds: p === 0 ? [v, seats.kinds[1]] : [seats.kinds[0], v] });
      }}>
        <option value="h">{t.you}</option>
        <option value="b">{t.beginner}</option>
        <option value="s">{t.strong}</option>
      </select>
    </span>
  );

  return (
    <IslandLevel hl={hl}>
    <section ref={root} class="island cq cq-game" aria-label={t.gameTitle} data-testid="conquian-game" data-phase={state.phase}>
      <H class="cq-title">{t.gameTitle}</H>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Fold class="cq-seats-box" testid="cq-seats" summary={t.seatsSummary(seatGroups(seats, t))}>
        {() => (
          <fieldset class="cq-seats">
            <legend>{t.seats}</legend>
            {seatSelect(0)}
            {seatSelect(1)}
            {readerSeats.length < 2 && (
              <label><input type="checkbox" checked={seats.open} onChange={(e) => setSeats({ ...seats, open: (e.currentTarget as HTMLInputElement).checked })} /> {t.openHands}</label>
            )}
          </fieldset>
        )}
      </Fold>
      <Board
        state={state}
        lang={lang}
        previous={states.length > 1 ? states[states.length - 2] : null}
        hidden={hidden}
        bottom={bottom}
        name={name}
        pick={deciding ? { seat: actor, selected, onCard: toggle, centre: centreUsable ? centreSel : null, onCentre: () => setCentreSel((c) => !c) } : null}
        quietPhase
      />
      <div class="cq-actions" data-testid="actions">
        {state.phase === 'over' ? (
          <p>
            <button type="button" class="cq-new" onClick={() => { focusNext.current = true; newDeal(randomSeed()); }}>{t.newGame}</button>
          </p>
        ) : deciding ? (
          <>
            <p class="cq-prompt" aria-live="polite">
              {t.yourMove(name(actor))}{' '}
              {state.phase === 'forceCheck' && state.centre
                ? t.chooseForce(cardShort(lang, state.centre.card), t.player(state.current))
                : selected.length === 0 && !centreSel && state.phase === 'discard' ? t.chooseDiscard : offered.length === 0 ? t.noMeldExact : t.choose}
            </p>
            <ul class="cq-moves" aria-label={u.legal}>
              {offered.map((m, i) => (
                <li><button type="button" data-focus={i === 0 ? 'true' : undefined} onClick={() => play(m)}>{moveLabel(state, m, lang)}</button></li>
              ))}
              {(selected.length > 0 || centreSel) && (
                <li><button type="button" class="cq-clear" onClick={() => { setSelected([]); setCentreSel(false); }}>{t.clear}</button></li>
              )}
              {readerSeats.length === 1 && (
                <li><button type="button" class="cq-hint" disabled={hint.shown?.busy} onClick={askHint}>{t.hint}</button></li>
              )}
            </ul>
            {hintHere ? (
              <p class="cq-hint-text" data-testid="hint" aria-live="polite">
                {t.hintIs(moveLabel(state, hintHere.move, lang))}. {ownSentence(sayBeside(CONQUIAN_REASONS, hintHere.reason, lang))} <RuleLink rule={hintHere.reason.rule ?? ruleOfMove(hintHere.move)} lang={lang} />
              </p>
            ) : hint.shown && (
              <p class="cq-hint-text" data-testid="hint-wait" aria-live="polite">{hint.shown.busy ? t.hintBusy : t.hintNone}</p>
            )}
            {refused && <ViolationNote v={refused} lang={lang} ruleNames={CONQUIAN_RULE_NAMES} messages={CONQUIAN_VIOLATIONS} />}
          </>
        ) : (
          actor !== null && <p class="cq-prompt">{kindOf(actor) === 'h' ? `${t.auto} …` : t.waiting(name(actor))}</p>
        )}
      </div>
      {/* Newest first: the list stands under the reader's buttons, and on a phone its oldest lines (each computer
          move with its reason, about 130 px) pushed the newest, the one that explains the card now offered, below
          the screen. */}
      <ol class="cq-log" aria-label={t.history} aria-live="polite" data-testid="log" reversed start={moves.length}>
        {[...log].reverse().map((l) => {
          const r = reasons.get(l.i);
          return (
            <li data-kind={l.kind} data-move={l.i + 1}>
              {l.kind === 'auto' && <span class="cq-log__tag">{t.auto}: </span>}
              {l.kind === 'computer' && <span class="cq-log__tag">{t.computer}: </span>}
              {/* of a seat whose hand the reader does not see, the reason tells nothing of that hand */}
              {l.kind === 'computer' && r ? <>{computerLine(lang, l.text, hidden.includes(l.who) ? publicReason(r) : r)} <RuleLink rule={r.rule ?? l.rule} lang={lang} /></> : l.text}
            </li>
          );
        })}
      </ol>
      <SeedBar lang={lang} seed={g.seed} onDeal={(seed) => newDeal(seed)} onUndo={undo} moves={lastDecision + 1} onNotice={setNotice} />
      <Fold class="cq-variants-box" summary={t.variants}>
        {() => (
          <fieldset class="cq-variants">
            <legend>{t.variants}</legend>
            <label>
              {t.scopeLabel}{' '}
              <select value={g.options.forcedAddScope} onChange={(e) => setOption({ forcedAddScope: (e.currentTarget as HTMLSelectElement).value === 'startOfTurn' ? 'startOfTurn' : 'anyFaceUp' })}>
                <option value="anyFaceUp">{t.scopeAny}</option>
                <option value="startOfTurn">{t.scopeStart}</option>
              </select>
            </label>
            <label>
              <input type="checkbox" checked={g.options.handMelds !== 'withCentre'} onChange={(e) => setOption({ handMelds: (e.currentTarget as HTMLInputElement).checked ? 'turnedCard' : 'withCentre' })} /> {t.handMelds}
            </label>
            <label>
              <input type="checkbox" checked={g.options.stockOutDoublesNext} onChange={(e) => setOption({ stockOutDoublesNext: (e.currentTarget as HTMLInputElement).checked })} /> {t.doubles}
            </label>
            <p class="hint">{t.variantsHint}</p>
          </fieldset>
        )}
      </Fold>
      <Fold class="cq-notation" summary={t.notation}>
        {() => (
          <>
            {actor !== null && kindOf(actor) === 'h' && (
              <MovePanel
                lang={lang}
                legal={legal.map(CONQUIAN.notation.formatMove)}
                label={(text) => notationLine(state, text, lang)}
                play={(text) => {
                  const r = g.play(text);
                  if (r.ok) {
                    setNotice('');
                  }
                  return r;
                }}
                ruleNames={CONQUIAN_RULE_NAMES}
                messages={CONQUIAN_VIOLATIONS}
                parseMessages={CONQUIAN_PARSE_MESSAGES}
                summary={`${t.legal} (${t.toAct(name(actor))})`}
                hint={t.notationHint}
                open
              />
            )}
            <Fold class="cq-record" summary={`${u.moves} (${moves.length})`}>
              {() => (moves.length ? <ol>{g.record().map((m) => <li><code>{m}</code></li>)}</ol> : <p>{u.noMoves}</p>)}
            </Fold>
          </>
        )}
      </Fold>
    </section>
    </IslandLevel>
  );
}

/** "B: du · A: Computer (Einsteiger)": who plays which seat, for the summary line (the reader's seats first). */
function seatGroups(seats: Seats, t: (typeof CQP)[Lang]): string {
  const groups = seatLine<SeatKind>(seats.kinds, ['h', 'b', 's'], (p) => (p === 0 ? 'A' : 'B'), (kind) => (kind === 'h' ? t.you.toLowerCase() : kind === 'b' ? t.beginner : t.strong));
  const shown = seats.open && seats.kinds.includes('h') && !seats.kinds.every((k) => k === 'h');
  return [...groups, ...(shown ? [t.openShort] : [])].join(' · ');
}
