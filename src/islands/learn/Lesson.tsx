/**
 * One lesson, for any game: the rule it teaches (linked), the task, the
 * position from the engine and the controls. Each answer goes to the engine
 * (src/learn/check.ts): right → a short confirmation and the link to the next
 * lesson; wrong → the engine's reason with the rule link, and another try;
 * after two misses the solution is shown and explained (the reader still does
 * it). A solved lesson is marked done in this browser (progress.ts).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useReveal } from '../shared/reveal';
import { LEARN } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import { checkAnswer, solutionOf } from '../../learn/check';
import type { Answer, Miss } from '../../learn/types';
import { MissNote, RuleLink } from './Feedback';
import type { LearnKit } from './kit';
import { loadProgress, markDone, onProgress } from './progress';
import { SolutionSteps, TaskView } from './TaskView';
import { Words } from './Words';
import { DeckFacesContext } from './faces';

type Feedback = { kind: 'miss'; misses: readonly Miss[] } | { kind: 'step' } | null;

interface Props<S, M> {
  kit: LearnKit<S, M>;
  lang: Lang;
  lesson: string;
  /** The task in the page's words (a slot of the island, written in the lesson page). */
  task?: ComponentChildren;
  /** Why the solution is right (a slot; shown with the solution after two misses). */
  solution?: ComponentChildren;
}

export function LessonView<S, M>({ kit, lang, lesson: id, task, solution: why }: Props<S, M>) {
  const t = LEARN[lang];
  const index = kit.lessons.findIndex((l) => l.id === id);
  const lesson = kit.lessons[index];
  const start = useMemo(() => (lesson ? lesson.start() : null), [lesson]);
  const [state, setState] = useState(start);
  const [accepted, setAccepted] = useState(0);
  const [misses, setMisses] = useState(0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [solved, setSolved] = useState(false);
  const [doneBefore, setDoneBefore] = useState(false);

  // each answer's word (why not, a step accepted, right) on the screen, and the solution when it is shown
  const root = useRef<HTMLElement>(null);
  const [answers, setAnswers] = useState(0);
  useReveal(answers, root, '.learn-feedback, .learn-solution');

  useEffect(() => {
    const read = () => setDoneBefore(loadProgress(kit.game).done.includes(id));
    read();
    return onProgress(kit.game, read);
  }, []);

  if (!lesson || !start || state === null) return <p class="error" role="alert">{t.missingLesson(id)}</p>;
  const next = kit.lessons[index + 1];
  const showSolution = misses >= 2 && !solved;

  const answer = (a: Answer<M>) => {
    setAnswers((n) => n + 1);
    const v = checkAnswer(kit.judge, lesson.task, state, a, accepted);
    if (!v.ok) {
      setMisses(misses + 1);
      setFeedback({ kind: 'miss', misses: v.misses });
      return;
    }
    setState(v.state);
    setAccepted(accepted + 1);
    if (v.done) {
      setSolved(true);
      setFeedback(null);
      markDone(kit.game, lesson.id);
    } else setFeedback({ kind: 'step' });
  };
  const restart = () => {
    setState(start);
    setAccepted(0);
    setFeedback(null);
    setSolved(false);
  };

  const solution = showSolution ? solutionOf<S, M>(lesson.task, start) : null;
  const marked = new Set<string>([...(lesson.focus ? lesson.focus(start) : []), ...(solution?.[0]?.kind === 'pick' ? solution[0].cards : [])]);

  // The task's region is named by its lesson's heading ("1. Karten und Folgen"), whose id is the lesson's
  // (tests/learn/pages.test.ts holds that); its label had been "Aufgabe: runs", the id itself.
  return (
    <DeckFacesContext.Provider value={kit.faces}>
      <section ref={root} class="island learn-task" aria-labelledby={lesson.id} data-lesson={lesson.id} data-solved={solved ? 'true' : undefined}>
        <p class="learn-task__rule">
          <RuleLink lang={lang} game={kit.game} rule={lesson.rule} ruleNames={kit.ruleNames} />
          {doneBefore && <span class="learn-done"> · ✓ {t.done}</span>}
        </p>
        <p class="learn-task__text">
          <strong>{t.task}:</strong> {task}
        </p>
        <TaskView key={`${accepted}-${solved}`} kit={kit} lang={lang} task={lesson.task} state={state} onAnswer={answer} finished={solved} marked={marked} />
        <div class="learn-feedback" aria-live="polite">
          {feedback?.kind === 'miss' && (
            <>
              <MissNote misses={feedback.misses} lang={lang} game={kit.game} ruleNames={kit.ruleNames} messages={kit.messages} learn={kit.misses} name={kit.cardName(lang)} />
              {!showSolution && <p>{t.again}</p>}
            </>
          )}
          {feedback?.kind === 'step' && <p class="learn-step">{t.stepOk}</p>}
          {solved && (
            <p class="learn-right" data-testid="right">
              <strong>{misses >= 2 ? t.rightAfter : t.right}</strong>{' '}
              {next ? (
                <a href={`#${next.id}`} data-next={next.id}>{t.next} →</a>
              ) : (
                <>
                  {t.allDone} <a href="#practice">{t.practiseLink}</a> · <a href={`/${lang}/${kit.game}/play/`}>{t.playLink}</a>
                </>
              )}
            </p>
          )}
        </div>
        {showSolution && solution && (
          <div class="learn-solution" data-testid="solution">
            <SolutionSteps kit={kit} lang={lang} task={lesson.task} solution={solution} state={state} none={t.none} />
            <p>
              {why}
              {solution[0]?.kind === 'number' && kit.explainNumber && <> <Words text={kit.explainNumber(start, lang, lesson.focus ? lesson.focus(start) : [])} lang={lang} /></>}
            </p>
          </div>
        )}
        {accepted > 0 && !solved && (
          <p>
            <button type="button" onClick={restart}>{t.restart}</button>
          </p>
        )}
      </section>
    </DeckFacesContext.Provider>
  );
}
