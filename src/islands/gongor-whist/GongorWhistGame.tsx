/**
 * A whole game of Gongor Whist, played by touching cards: the playable cards
 * are marked (the engine's legal moves), a touched card is played
 * („Ausspielen: …“), bids, twiddling and deciding the trick are buttons with
 * words. A move with no choice left (one card that may follow, a trick with no
 * twiddle left) plays itself, visibly („Automatisch: …“), and "Take back"
 * returns to the reader's last decision. A hint asks the advisor's policy for
 * the next move and explains it with the rule's link; "Let the computer
 * finish the hand" plays the rest of the hand under that policy, one move at
 * a time, each with its reason, and the reader can go back to where they
 * handed over. The game lives in the link (src/engine/core/link.ts via
 * useGame; old `b3.4MS.r` links keep opening). Every decision is the engine's.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useReveal } from '../shared/reveal';
import {
  availableBids, tricksWon, type GongorWhistMove, type GongorWhistOptions, type GongorWhistState, type MissPenalty,
} from '../../engine/gongor-whist/engine';
import { formatMoves } from '../../engine/gongor-whist/notation';
import { GONGOR_WHIST } from '../../engine/gongor-whist/game';
import { viewFor } from '../../engine/gongor-whist/view';
import type { Violation } from '../../engine/core/result';
import { GONGOR_WHIST_PARSE_MESSAGES, GONGOR_WHIST_RULE_NAMES, GONGOR_WHIST_VIOLATIONS } from '../../i18n/gongor-whist';
import { GWP } from '../../i18n/gongor-whist-play';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Fold } from '../shared/Fold';
import { MovePanel, type PlayOutcome } from '../shared/MovePanel';
import { SeedBar } from '../shared/SeedBar';
import { useGame } from '../shared/useGame';
import { randomSeed } from '../shared/url';
import { ViolationNote } from '../shared/ViolationNote';
import { AdvisorPanel } from './AdvisorPanel';
import { useAdvice } from './advisorClient';
import { KEY, LINK } from './gameUrl';
import { forcedMove, movedCards, moveWords, notationWords, undoCount } from './moves';
import { displayOrder } from './order';
import { explainPolicy, type PolicyReason } from './policy';
import { ScoreSheet } from './ScoreSheet';
import { Table } from './Table';
import './gongor-whist.css';
import { H, IslandLevel } from '../shared/Heading';

/** Pause before a move that plays itself, and between the computer's moves (so each can be seen). */
const AUTO_MS = 350;
const COMPUTER_MS = 650;

type Policy = typeof import('../../engine/gongor-whist/advisor');
let policyModule: Promise<Policy> | null = null;
/** The policy's code (the advisor module) is loaded on the first hint or hand-over, not with the page. */
const loadPolicy = () => (policyModule ??= import('../../engine/gongor-whist/advisor'));

/** The policy's move and its reason in `state` (play or decide phase). */
async function policyChoice(state: GongorWhistState): Promise<{ move: GongorWhistMove; reason: PolicyReason } | null> {
  const { policyMove } = await loadPolicy();
  const view = viewFor(state, 0);
  const move = policyMove(view);
  const reason = move && explainPolicy(view, move);
  return move && reason ? { move, reason } : null;
}

interface ComputerMove {
  /** Index of the move in the game. */
  readonly at: number;
  readonly move: GongorWhistMove;
  readonly reason: PolicyReason;
}

function RuleLink({ rule, lang }: { rule: string | undefined; lang: Lang }) {
  if (!rule || !Object.hasOwn(GONGOR_WHIST_RULE_NAMES, rule)) return null;
  return <>{' '}<span class="hint">({ISLAND[lang].seeRule}: <a href={`#${rule}`}>{GONGOR_WHIST_RULE_NAMES[rule as keyof typeof GONGOR_WHIST_RULE_NAMES][lang]}</a>)</span></>;
}

export default function GongorWhistGame({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = GWP[lang];
  // A link (or a reload) that stops where a card has no alternative plays it, as the move before it would have:
  // the address is written after each move, so a reload right after "decide the trick" landed before the forced card.
  const g = useGame(GONGOR_WHIST, KEY, lang, { ...LINK, onRestore: (v) => void (autoFrom.current = v.moves.length) });
  const { state, states, moves } = g;
  const [refused, setRefused] = useState<Violation | null>(null);
  const [hydrated, setHydrated] = useState(false);
  /** The last move that played itself (shown until the next move). */
  const [autoDone, setAutoDone] = useState<{ at: number; move: GongorWhistMove } | null>(null);
  /** The hint shown for a state: a card's (from the policy), or the bid's (`bid`: read from the advisor's odds as they come). */
  const [hint, setHint] = useState<{ for: GongorWhistState; text: string; rule?: string; card?: string; bid?: true } | null>(null);
  /** The computer's hand: where the reader handed over, whether it is still playing, its moves with reasons. */
  const [computer, setComputer] = useState<{ from: number; running: boolean; log: ComputerMove[] } | null>(null);
  const root = useRef<HTMLElement>(null);
  const focusNext = useRef(false);
  /**
   * Forced moves play themselves after a move of the reader's and when a link is opened (not on a fresh deal):
   * from the game's length then on, until a state with a choice is reached. A length, not a flag, because an
   * effect still pending for the state before the reader's move (Preact runs effects after the paint, and a
   * quick second key press can come first) must not disarm the move the reader has just made.
   */
  const autoFrom = useRef<number | null>(null);
  const autoArmed = () => autoFrom.current !== null && moves.length >= autoFrom.current;

  useEffect(() => setHydrated(true), []);
  const legal = useMemo(() => GONGOR_WHIST.legalMoves(state), [state]);
  const advice = useAdvice(state, hydrated);
  const running = computer?.running === true;

  // After a move, put the focus on the next thing to do (keyboard play), before the next key press can arrive.
  // While forced moves play themselves the cards are not buttons yet: keep trying on each render until there is one.
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    const target = root.current?.querySelector<HTMLElement>('[data-focus="true"]:not(:disabled)');
    if (!target) return;
    focusNext.current = false;
    target.focus();
  });

  const play = (mv: GongorWhistMove, how: 'reader' | 'auto' | 'computer' = 'reader'): Violation | null => {
    const v = g.attempt(mv, how !== 'reader');
    setRefused(how === 'reader' ? v : null);
    if (!v) {
      focusNext.current = true;
      if (how === 'reader') {
        autoFrom.current = moves.length + 1;
        setAutoDone(null);
      }
    }
    return v;
  };

  // A move with no choice plays itself after the reader's move, visibly.
  useEffect(() => {
    if (!autoArmed() || running) return;
    const f = forcedMove(state);
    if (!f) {
      autoFrom.current = null;
      return;
    }
    const at = moves.length;
    const timer = setTimeout(() => {
      if (!play(f, 'auto')) setAutoDone({ at, move: f });
    }, AUTO_MS);
    return () => clearTimeout(timer);
  }, [state, running]);

  // The computer plays the hand on, one move at a time, until the hand is over or the reader stops it.
  useEffect(() => {
    if (!running) return;
    if (state.phase !== 'play' && state.phase !== 'decide') {
      setComputer((c) => c && { ...c, running: false });
      return;
    }
    let cancelled = false;
    const at = moves.length;
    const timer = setTimeout(() => {
      void policyChoice(state).then((choice) => {
        if (cancelled) return;
        if (!choice || play(choice.move, 'computer')) {
          setComputer((c) => c && { ...c, running: false });
          return;
        }
        setComputer((c) => c && { ...c, log: [...c.log.filter((e) => e.at < at), { at, move: choice.move, reason: choice.reason }] });
      });
    }, COMPUTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, running]);

  const stopAll = () => {
    autoFrom.current = null;
    setAutoDone(null);
    setRefused(null);
  };
  const undo = () => {
    stopAll();
    focusNext.current = true;
    const n = undoCount(states);
    setComputer((c) => (c && moves.length - n > c.from ? { ...c, running: false } : null));
    g.undo(n);
  };
  const deal = (seed: string, options: GongorWhistOptions = g.options) => {
    stopAll();
    setComputer(null);
    g.deal(seed, options);
  };
  const setOption = (patch: Partial<GongorWhistOptions>) => deal(g.seed, { ...g.options, ...patch });
  const playText = (text: string): PlayOutcome => {
    const mv = GONGOR_WHIST.notation.parseMove(text);
    if (!mv.ok) return { ok: false, parseError: mv.error };
    const v = play(mv.value);
    setRefused(null); // the panel shows its own explanation
    return v ? { ok: false, violation: v } : { ok: true };
  };
  /** The bid hint from the advisor's odds; while they are still being worked out, a line that says so (it gives way to the hint when they come). */
  const bidHint = (): { text: string; rule?: string; best?: number } => {
    const odds = advice.bid?.odds;
    const open = availableBids(state);
    if (!odds || !open.length) return { text: t.hintWait };
    const best = open.reduce((b, k) => (odds[k]! > odds[b]! ? k : b), open[0]!);
    return { text: t.hintBid(best, t.pct(odds[best]!)), rule: 'bid', best };
  };
  const askHint = () => {
    if (state.phase === 'bid') return setHint({ for: state, text: '', bid: true });
    void policyChoice(state).then((c) => {
      if (!c) return;
      setHint({ for: state, text: `${t.hintLine(moveWords(lang, c.move))}. ${t.policyReasons[c.reason.code](c.reason.params.need)}`, rule: c.reason.rule, card: c.move.type === 'play' ? c.move.card : undefined });
    });
  };
  const handOver = () => {
    stopAll();
    setHint(null);
    setComputer({ from: moves.length, running: true, log: [] });
  };
  const backToHandover = () => {
    if (!computer) return;
    stopAll();
    focusNext.current = true;
    g.undo(moves.length - computer.from);
    setComputer(null);
  };

  const playable = legal.flatMap((m) => (m.type === 'play' ? [m.card] : []));
  const reading = running || (autoArmed() && forcedMove(state) !== null);
  const shownHint = hint && hint.for === state ? (hint.bid ? { ...hint, ...bidHint() } : hint) : null;
  // the bid the hint names is marked on its button, as a hinted card is in the hand
  const hintedBid = shownHint && 'best' in shownHint ? shownHint.best : undefined;
  // the hint's line on the screen when it comes (and again when the bid's follows the advisor's "still working"), the Hint button kept on it
  useReveal(shownHint?.text, root, '[data-testid="hint-line"]', '[data-testid="hint"]');
  const focusCard = state.phase === 'play' ? (shownHint?.card ?? displayOrder(playable)[0] ?? null) : null;
  const open = availableBids(state);
  const last = state.history[state.history.length - 1];
  const o = g.options;
  const inHand = state.phase === 'play' || state.phase === 'decide';
  const log = computer ? computer.log.filter((e) => e.at < moves.length) : [];

  let actions = null;
  if (state.phase === 'bid') {
    actions = (
      // The numbers alone, four to a row, under a question: on a phone the eight worded buttons took four rows,
      // and with the hand the bid is made on, the Hint button a newcomer needs fell below the screen. Each button's
      // name is still the whole bid.
      <div class="gw-bidding">
        <p class="gw-bidprompt" aria-hidden="true">{t.bidPrompt}</p>
        <div class="gw-actions gw-bids" role="group" aria-label={t.bidPrompt}>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => {
            const used = !open.includes(n);
            return (
              <button type="button" class={[used && 'gw-used', n === hintedBid && 'gw-bid--hinted'].filter(Boolean).join(' ')} data-bid={n} data-focus={n === open[0] ? 'true' : undefined}
                data-hinted={n === hintedBid ? 'true' : undefined}
                aria-label={used ? `${t.bidButton(n)} (${t.crossedOff})` : t.bidButton(n)} onClick={() => play({ type: 'bid', n })}>
                {n}
              </button>
            );
          })}
        </div>
      </div>
    );
  } else if (state.phase === 'decide') {
    const canTwiddle = legal.some((m) => m.type === 'twiddle');
    actions = (
      <div class="gw-actions" role="group" aria-label={t.phases.decide}>
        <button type="button" data-testid="resolve" data-focus="true" disabled={reading} onClick={() => play({ type: 'resolve' })}>{t.resolve}</button>
        <button type="button" data-testid="twiddle" class={canTwiddle ? '' : 'gw-used'} disabled={reading} onClick={() => play({ type: 'twiddle' })}>{t.twiddle}</button>
      </div>
    );
  } else if (state.phase === 'handEnd') {
    actions = (
      <div class="gw-actions" role="group">
        <button type="button" data-testid="next" data-focus="true" onClick={() => { setComputer(null); play({ type: 'next' }); }}>{t.next(state.half)}</button>
      </div>
    );
  }

  return (
    <IslandLevel hl={hl}>
    <section ref={root} class="island gw gw-game" aria-label={t.gameTitle} data-testid="gongor-game" data-phase={state.phase} data-busy={reading ? 'true' : 'false'}>
      <H class="gw-title">{t.gameTitle}</H>
      {g.notice && <p class="error" role="alert">{g.notice}</p>}
      <p class="gw-phase" aria-live="polite" data-testid="phase">
        {/* the hand in words: the score sheet's short label ("V1") said nothing to a newcomer here, and the line
            under the table says the pass ("Vorhand · Durchgang 1 von 4") */}
        {t.half[state.half]} · {t.phases[state.phase]}
      </p>
      <Table
        state={state}
        lang={lang}
        playable={playable}
        onCard={state.phase === 'over' || state.phase === 'handEnd' || reading ? undefined : (c) => play({ type: 'play', card: c })}
        focusCard={focusCard}
        moved={movedCards(states.length > 1 ? states[states.length - 2]! : null, state)}
        hinted={shownHint?.card ?? null}
      >
        {actions}
      </Table>
      {autoDone && autoDone.at === moves.length - 1 && <p class="gw-auto" role="status" data-testid="auto">{t.autoLine(moveWords(lang, autoDone.move))}</p>}
      {refused && <ViolationNote v={refused} lang={lang} ruleNames={GONGOR_WHIST_RULE_NAMES} messages={GONGOR_WHIST_VIOLATIONS} />}
      {(inHand || state.phase === 'bid') && (
        <div class="gw-helpers">
          <button type="button" data-testid="hint" disabled={reading} onClick={askHint}>{t.hint}</button>
          {inHand && !running && <button type="button" data-testid="finish" onClick={handOver}>{t.finish}</button>}
          {running && <button type="button" data-testid="stop" onClick={() => setComputer((c) => c && { ...c, running: false })}>{t.stop}</button>}
        </div>
      )}
      {shownHint && <p class="gw-hintline" role="status" data-testid="hint-line">{shownHint.text}<RuleLink rule={shownHint.rule} lang={lang} /></p>}
      {computer && (
        <div class="gw-computer" role="group" aria-label={t.computerTitle} data-testid="computer">
          <H sub={1}>{t.computerTitle}</H>
          <p class="hint">{t.finishHint}</p>
          <ol aria-live="polite">
            {log.map((e) => {
              const after = states[e.at + 1];
              const rec = e.move.type === 'resolve' && after ? lastTrickOf(states[e.at]!, after) : null;
              return (
                <li data-testid="computer-move">
                  <strong>{t.computerTrick(states[e.at]!.tricks.length + 1)}</strong> · {moveWords(lang, e.move)}. {t.policyReasons[e.reason.code](e.reason.params.need)}
                  {rec && <> <strong>{t.trickDone(rec.won)}</strong>: {t.reasons[rec.reason]}</>}
                  <RuleLink rule={e.reason.rule} lang={lang} />
                </li>
              );
            })}
          </ol>
          {moves.length > computer.from && <button type="button" data-testid="back-to-handover" onClick={backToHandover}>{t.backToHandover}</button>}
        </div>
      )}
      {(state.phase === 'handEnd' || state.phase === 'over') && last && (
        // at the game's end the focus comes here, to the result, not to "New deal": a second quick Enter after the
        // last move started a new shuffle and the finished game was gone (Back does not bring it back)
        <p class="gw-result" role="status" data-testid="hand-result" tabIndex={state.phase === 'over' ? -1 : undefined} data-focus={state.phase === 'over' ? 'true' : undefined}>
          {state.result?.kind === 'lost' ? t.gameLost(state.result.bid, state.result.tricks) : t.handResult(last.bid, last.tricks, last.made)}{' '}
          {state.result?.kind === 'won' && t.gameWon}
          {state.result?.kind === 'points' && t.pointsEnd(state.result.score, state.result.clearWin, state.result.passesUsed, state.options.pointsPasses === 'open')}
        </p>
      )}
      {state.phase === 'over' && (
        <div class="gw-over">
          <p>{t.newGameLine}</p>
          <button type="button" data-testid="new-game" onClick={() => { focusNext.current = true; deal(randomSeed()); }}>{ISLAND[lang].newDeal}</button>
        </div>
      )}
      <AdvisorPanel state={state} lang={lang} advice={advice} />
      <ScoreSheet state={state} lang={lang} />
      <SeedBar lang={lang} seed={g.seed} onDeal={(seed) => deal(seed)} onUndo={undo} moves={moves.length} onNotice={g.setNotice} />
      <Fold class="gw-options" summary={t.options}>
        {() => (
          <fieldset>
            <legend>{t.options}</legend>
            <label>
              {t.modeLabel}{' '}
              <select data-testid="mode" value={o.mode} onChange={(e) => setOption({ mode: (e.currentTarget as HTMLSelectElement).value as GongorWhistOptions['mode'] })}>
                <option value="standard">{t.modeStandard}</option>
                <option value="points">{t.modePoints}</option>
              </select>
            </label>
            <label>
              {t.penaltyLabel}{' '}
              <select value={o.missPenalty} onChange={(e) => setOption({ missPenalty: (e.currentTarget as HTMLSelectElement).value as MissPenalty })}>
                {(['bid', 'tricks', 'difference'] as const).map((p) => <option value={p}>{t.penalty[p]}</option>)}
              </select>
            </label>
            <label><input type="checkbox" checked={o.trumpCarriesToAftHand} onChange={(e) => setOption({ trumpCarriesToAftHand: (e.currentTarget as HTMLInputElement).checked })} /> {t.trumpCarries}</label>
            <label><input type="checkbox" checked={o.noTrumpCarriesToAftHand} onChange={(e) => setOption({ noTrumpCarriesToAftHand: (e.currentTarget as HTMLInputElement).checked })} /> {t.noTrumpCarries}</label>
            <label><input type="checkbox" checked={o.oneTwiddlePerTrick} onChange={(e) => setOption({ oneTwiddlePerTrick: (e.currentTarget as HTMLInputElement).checked })} /> {t.oneTwiddle}</label>
            <label><input type="checkbox" checked={o.pointsModeBidsRepeat} onChange={(e) => setOption({ pointsModeBidsRepeat: (e.currentTarget as HTMLInputElement).checked })} /> {t.bidsRepeat}</label>
            <label>
              {t.passesLabel}{' '}
              <select data-testid="passes" value={String(o.pointsPasses)} onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                setOption({ pointsPasses: v === 'open' ? 'open' : Number(v) });
              }}>
                <option value="open">{t.passesOpen}</option>
                {[1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50, 100].map((n) => <option value={String(n)}>{t.passesAtMost(n)}</option>)}
              </select>
            </label>
            <label><input type="checkbox" checked={o.pointsPasses === 'open' || o.pointsStopAtClearWin} disabled={o.pointsPasses === 'open'} onChange={(e) => setOption({ pointsStopAtClearWin: (e.currentTarget as HTMLInputElement).checked })} /> {t.stopAtWin}</label>
            <p class="hint">{t.optionsHint}</p>
          </fieldset>
        )}
      </Fold>
      <Fold class="gw-log" summary={t.notation}>
        {() => (
          <>
            {state.phase !== 'over' && (
              <MovePanel
                lang={lang}
                legal={legal.map(GONGOR_WHIST.notation.formatMove)}
                label={(m) => notationWords(lang, m)}
                play={playText}
                ruleNames={GONGOR_WHIST_RULE_NAMES}
                messages={GONGOR_WHIST_VIOLATIONS}
                parseMessages={GONGOR_WHIST_PARSE_MESSAGES}
                summary={t.legal}
                hint={t.notationHint}
                open
              />
            )}
            <p>{t.moveLog} ({moves.length})</p>
            {moves.length ? <p><code data-testid="move-log">{formatMoves(moves)}</code></p> : <p>{ISLAND[lang].noMoves}</p>}
          </>
        )}
      </Fold>
      <p class="sr-only" aria-live="polite">{inHand ? `${t.tricksWon}: ${tricksWon(state)}` : ''}</p>
    </section>
    </IslandLevel>
  );
}

/** The trick a resolve finished (the hand's last trick, also when the hand ended with it). */
function lastTrickOf(before: GongorWhistState, after: GongorWhistState) {
  const n = before.tricks.length;
  return after.tricks.length > n ? after.tricks[n]! : null;
}

