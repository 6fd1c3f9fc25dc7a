/**
 * A worked Conquian example: the position as cards, steps with captions in the
 * page language, forward/back, and "try it from here" where the reader plays
 * either side. Every decision is the engine's: this island only asks it.
 * State in the URL: ?cq-<example>=<step>[:<move>;<move>…] (move notation).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { CONQUIAN_EXAMPLES, fromPosition, apply, legalMoves, toAct, parseMove, formatMove, type ConquianState, type ConquianExample as Example } from '../../engine/conquian';
import type { Violation } from '../../engine/core/result';
import { CardFace } from '../../components/cards/Card';
import { CQ, CONQUIAN_RULE_NAMES } from '../../i18n/conquian';
import type { Lang } from '../../i18n/ui';
import type { ConquianRuleId } from '../../engine/conquian/rules';

interface Frame {
  state: ConquianState;
  refused: Violation<ConquianRuleId> | null;
}

function replay(ex: Example): Frame[] {
  const frames: Frame[] = [{ state: fromPosition(ex.position), refused: null }];
  for (const step of ex.steps) {
    const prev = frames[frames.length - 1]!.state;
    // Example moves are checked to parse by the Vitest replay; should one not, the
    // position simply stays (no rule is blamed for a typo in our own data).
    const mv = parseMove(step.move);
    if (!mv.ok) {
      frames.push({ state: prev, refused: null });
      continue;
    }
    const r = apply(prev, mv.value);
    frames.push(r.ok ? { state: r.state, refused: null } : { state: prev, refused: r.violation });
  }
  return frames;
}

function Row({ cards, lang, label }: { cards: readonly string[]; lang: Lang; label: string }) {
  return (
    <div class="cq-row" role="group" aria-label={label}>
      {cards.length ? cards.map((c) => <CardFace code={c} lang={lang} width={44} />) : <span class="cq-empty">{CQ[lang].none}</span>}
    </div>
  );
}

function Board({ state, lang }: { state: ConquianState; lang: Lang }) {
  const t = CQ[lang];
  const actor = toAct(state);
  return (
    <div class="cq-board">
      {([1, 0] as const).map((p) => (
        <div class={`cq-seat${actor === p ? ' cq-seat--active' : ''}`}>
          <h4>{t.player(p)}{actor === p && <span class="cq-badge"> · {t.phases[state.phase]}</span>}</h4>
          <Row cards={state.hands[p]} lang={lang} label={`${t.player(p)}: ${t.hand}`} />
          <div class="cq-melds" role="group" aria-label={`${t.player(p)}: ${t.melds}`}>
            {state.melds[p].length ? state.melds[p].map((m) => <Row cards={m} lang={lang} label={t.melds} />) : <span class="cq-empty">{t.melds}: {t.none}</span>}
          </div>
        </div>
      ))}
      <div class="cq-table">
        <div>
          <strong>{t.centre}:</strong> {state.centre ? <CardFace code={state.centre.card} lang={lang} width={44} /> : t.none}
        </div>
        <div><strong>{t.stock}:</strong> <span data-testid="stock-count">{state.stock.length}</span></div>
        <div><strong>{t.dead}:</strong> {state.dead.length}</div>
      </div>
    </div>
  );
}

function ViolationNote({ v, lang }: { v: Violation<ConquianRuleId>; lang: Lang }) {
  const t = CQ[lang];
  const name = CONQUIAN_RULE_NAMES[v.rule]?.[lang] ?? v.rule;
  const details = Object.entries(v.params)
    .map(([k, val]) => `${k}: ${Array.isArray(val) ? val.join(' ') : String(val)}`)
    .join(', ');
  return (
    <p class="error" role="alert">
      {t.notAllowed}: <a href={`#${v.rule}`}>{t.rule} „{name}“</a> ({v.code}{details ? `; ${details}` : ''})
    </p>
  );
}

export default function ConquianExample({ lang, example }: { lang: Lang; example: string }) {
  const t = CQ[lang];
  const ex = CONQUIAN_EXAMPLES.find((e) => e.id === example);
  const frames = useMemo(() => (ex ? replay(ex) : []), [ex]);
  const [step, setStep] = useState(0);
  const [extra, setExtra] = useState<ConquianState[]>([]);
  const [extraMoves, setExtraMoves] = useState<string[]>([]);
  const [problem, setProblem] = useState<Violation<ConquianRuleId> | null>(null);
  const [notice, setNotice] = useState('');
  const [input, setInput] = useState('');
  const key = `cq-${example}`;

  // Restore from the URL once on the client; a tampered value falls back to the start.
  useEffect(() => {
    if (!ex) return;
    const raw = new URLSearchParams(location.search).get(key);
    if (raw === null) return;
    const [stepText, movesText] = raw.split(':');
    const n = Number(stepText);
    if (!Number.isInteger(n) || n < 0 || n > ex.steps.length) {
      setNotice(t.badUrl);
      return;
    }
    let s = frames[n]!.state;
    const states: ConquianState[] = [];
    const texts: string[] = [];
    for (const m of movesText ? movesText.split(';') : []) {
      const mv = parseMove(m);
      if (!mv.ok) {
        setNotice(t.badUrl);
        return;
      }
      const r = apply(s, mv.value);
      if (!r.ok) {
        setNotice(t.badUrl);
        return;
      }
      s = r.state;
      states.push(s);
      texts.push(formatMove(mv.value));
    }
    setStep(n);
    setExtra(states);
    setExtraMoves(texts);
  }, []);

  if (!ex) return <p class="error">{example}?</p>;

  const syncUrl = (n: number, moves: string[]) => {
    const url = new URL(location.href);
    url.searchParams.set(key, moves.length ? `${n}:${moves.join(';')}` : String(n));
    history.replaceState(null, '', url);
  };
  const go = (n: number) => {
    setStep(n);
    setExtra([]);
    setExtraMoves([]);
    setProblem(null);
    setNotice('');
    syncUrl(n, []);
  };
  const current = extra.length ? extra[extra.length - 1]! : frames[step]!.state;
  const frame = frames[step]!;
  const play = (text: string) => {
    const mv = parseMove(text);
    if (!mv.ok) {
      setProblem(null);
      setNotice(`${t.badMove}: „${mv.error.token}“ (${mv.error.position})`);
      return;
    }
    const r = apply(current, mv.value);
    if (!r.ok) {
      setNotice('');
      setProblem(r.violation);
      return;
    }
    const moves = [...extraMoves, formatMove(mv.value)];
    setExtra([...extra, r.state]);
    setExtraMoves(moves);
    setProblem(null);
    setNotice('');
    setInput('');
    syncUrl(step, moves);
  };
  const legal = current.phase === 'over' ? [] : legalMoves(current).map(formatMove);
  const actor = toAct(current);
  const captionId = `${key}-caption`;

  return (
    <section class="island cq" aria-label={ex.title[lang]} data-example={ex.id}>
      <h4 class="cq-title">{ex.title[lang]}</h4>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Board state={current} lang={lang} />
      {current.result && (
        <p class="cq-result" role="status">
          {current.result.kind === 'win' ? t.win(t.player(current.result.winner)) : t.draw(current.result.doublesNext)}
        </p>
      )}
      <div class="cq-nav">
        <button type="button" onClick={() => go(0)} disabled={step === 0 && !extra.length}>{t.start}</button>
        <button type="button" onClick={() => go(Math.max(0, step - 1))} disabled={step === 0}>{t.back}</button>
        <span aria-live="polite" data-testid="step-label">{t.step(step, ex.steps.length)}</span>
        <button type="button" onClick={() => go(Math.min(ex.steps.length, step + 1))} disabled={step === ex.steps.length}>{t.forward}</button>
      </div>
      <p id={captionId} class="cq-caption" data-testid="caption">{step === 0 ? t.startPos : ex.steps[step - 1]!.caption[lang]}</p>
      {step > 0 && frame.refused && <ViolationNote v={frame.refused} lang={lang} />}
      <details class="cq-steps">
        <summary>{t.steps}</summary>
        <ol>
          {ex.steps.map((s, i) => (
            <li>
              <button type="button" class="cq-steplink" aria-current={step === i + 1 ? 'step' : undefined} onClick={() => go(i + 1)}>
                <code>{s.move}</code>
              </button>{' '}
              {s.caption[lang]}
            </li>
          ))}
        </ol>
      </details>
      <details class="cq-try" open={extra.length > 0}>
        <summary>{t.legal}{actor !== null && ` (${t.toAct(t.player(actor))})`}</summary>
        {extraMoves.length > 0 && (
          <p>
            {t.yourMoves}: <code>{extraMoves.join('; ')}</code> <button type="button" onClick={() => go(step)}>{t.reset}</button>
          </p>
        )}
        <ul class="cq-legal">
          {legal.slice(0, 40).map((m) => (
            <li><button type="button" onClick={() => play(m)}><code>{m}</code></button></li>
          ))}
        </ul>
        <form onSubmit={(e) => { e.preventDefault(); play(input); }}>
          <label>
            {t.tryIt} <span class="cq-hint">({t.notationHint})</span>{' '}
            <input value={input} onInput={(e) => setInput((e.currentTarget as HTMLInputElement).value)} size={28} />
          </label>{' '}
          <button type="submit">{t.apply}</button>
        </form>
        {problem && <ViolationNote v={problem} lang={lang} />}
      </details>
    </section>
  );
}
