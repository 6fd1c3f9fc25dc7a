/**
 * Endless practice, for any game: a position from a seed (?practice=<seed>,
 * so every position has a link), one question about it whose answer the
 * engine computes, the engine's reason for a wrong answer with the rule link,
 * the solution after two misses, and a running score (first-try answers) kept
 * in this browser.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useReveal } from '../shared/reveal';
import { LEARN, sayAll } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import { checkAnswer, solutionOf } from '../../learn/check';
import type { Answer, Miss } from '../../learn/types';
import { cleanSeed, randomSeed, restoreParam, writeParam } from '../shared/url';
import { MissNote, RuleLink } from './Feedback';
import type { LearnKit } from './kit';
import { countPractice, loadProgress, onProgress } from './progress';
import { SolutionSteps, TaskView } from './TaskView';
import { Words } from './Words';
import { DeckFacesContext } from './faces';

const KEY = 'practice';

export function PracticeView<S, M>({ kit, lang, seed: firstSeed = '1', noneLabel }: { kit: LearnKit<S, M>; lang: Lang; seed?: string; noneLabel?: string }) {
  const t = LEARN[lang];
  const p = kit.practice;
  const [seed, setSeed] = useState(firstSeed);
  const [notice, setNotice] = useState('');
  const start = useMemo(() => p.position(seed), [seed]);
  const task = useMemo(() => p.task(start), [start]);
  const [state, setState] = useState(start);
  const [accepted, setAccepted] = useState(0);
  const [misses, setMisses] = useState(0);
  const [feedback, setFeedback] = useState<readonly Miss[] | null>(null);
  const [solved, setSolved] = useState(false);
  const [counted, setCounted] = useState(false);
  const [score, setScore] = useState({ right: 0, asked: 0 });

  // each answer's word on the screen, and the solution when it is shown
  const root = useRef<HTMLElement>(null);
  const [answers, setAnswers] = useState(0);
  useReveal(answers, root, '.learn-feedback, .learn-solution');

  useEffect(() => {
    restoreParam(KEY, cleanSeed, (s) => go(s, false), () => setNotice(t.badPractice));
    const read = () => {
      const pr = loadProgress(kit.game);
      setScore({ right: pr.right, asked: pr.asked });
    };
    read();
    return onProgress(kit.game, read);
  }, []);

  function go(next: string, write = true) {
    const s = p.position(next);
    setSeed(next);
    setState(s);
    setAccepted(0);
    setMisses(0);
    setFeedback(null);
    setSolved(false);
    setCounted(false);
    if (write) {
      setNotice('');
      writeParam(KEY, next);
    }
  }
  const count = (right: boolean) => {
    if (counted) return;
    setCounted(true);
    const pr = countPractice(kit.game, right);
    setScore({ right: pr.right, asked: pr.asked });
  };

  const answer = (a: Answer<M>) => {
    setAnswers((n) => n + 1);
    const v = checkAnswer(kit.judge, task, state, a, accepted);
    if (!v.ok) {
      setMisses(misses + 1);
      setFeedback(v.misses);
      if (misses + 1 >= 2) count(false);
      return;
    }
    setState(v.state);
    setAccepted(accepted + 1);
    setFeedback(null);
    if (v.done) {
      setSolved(true);
      count(misses === 0);
    }
  };

  const showSolution = misses >= 2 && !solved;
  const solution = showSolution ? solutionOf<S, M>(task, start) : null;
  const marked = new Set<string>([...(p.focus ? p.focus(start) : []), ...(solution?.[0]?.kind === 'pick' ? solution[0].cards : [])]);

  return (
    <DeckFacesContext.Provider value={kit.faces}>
      <section ref={root} class="island learn-task learn-practice" aria-label={t.practice} data-practice={seed} data-solved={solved ? 'true' : undefined}>
        {notice && <p class="error" role="alert">{notice}</p>}
        <p class="learn-task__rule">
          <span data-testid="position-no">{t.positionNo(seed)}</span> · <RuleLink lang={lang} game={kit.game} rule={p.rule} ruleNames={kit.ruleNames} />
        </p>
        <p class="learn-task__text">
          <Words text={sayAll(kit.misses, p.prompt(start), lang, kit.cardName(lang))} lang={lang} />
        </p>
        <TaskView key={`${seed}-${accepted}-${solved}`} kit={kit} lang={lang} task={task} state={state} onAnswer={answer} finished={solved || showSolution} marked={marked} noneLabel={noneLabel} />
        <div class="learn-feedback" aria-live="polite">
          {feedback && !solved && <MissNote misses={feedback} lang={lang} game={kit.game} ruleNames={kit.ruleNames} messages={kit.messages} learn={kit.misses} name={kit.cardName(lang)} />}
          {feedback && !solved && !showSolution && <p>{t.again}</p>}
          {solved && (
            <p class="learn-right" data-testid="right">
              <strong>{t.right}</strong> <Words text={sayAll(kit.misses, p.explain(start), lang, kit.cardName(lang))} lang={lang} />
            </p>
          )}
          {showSolution && solution && (
            <div class="learn-solution" data-testid="solution">
              <SolutionSteps kit={kit} lang={lang} task={task} solution={solution} state={start} none={noneLabel ?? t.none} />
              <p>
                <Words text={sayAll(kit.misses, p.explain(start), lang, kit.cardName(lang))} lang={lang} />
              </p>
            </div>
          )}
        </div>
        <div class="learn-practice__bar">
          <button type="button" data-action="next-position" onClick={() => go(randomSeed())}>
            {solved || showSolution ? t.nextPosition : t.newPosition}
          </button>{' '}
          <a href={`?${KEY}=${encodeURIComponent(seed)}#practice`}>{t.linkHere}</a>
          <span class="learn-score" data-testid="score">{t.score(score.right, score.asked)}</span>
        </div>
      </section>
    </DeckFacesContext.Provider>
  );
}
