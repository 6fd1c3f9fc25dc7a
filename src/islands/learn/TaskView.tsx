/**
 * A task on screen, for any game and task kind: the game's table, the cards
 * the reader may pick, and the controls that turn clicks into an answer
 * (move buttons, "Check", a number field, one button per statement). The
 * answer goes to `onAnswer`; judging it is the engine's business.
 */
import { useMemo, useState } from 'preact/hooks';
import { LEARN, sayAll } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import type { Answer, Task } from '../../learn/types';
import { CardPick } from './CardPick';
import { Field } from '../shared/Field';
import type { LearnKit } from './kit';
import { Words } from './Words';

/** A choice's words, by its option id, in the page language ('' for an id the task does not offer). */
export function optionText<S, M>(kit: LearnKit<S, M>, lang: Lang, task: Task<S, M>, id: string): string {
  const o = task.kind === 'choice' ? task.options.find((x) => x.id === id) : undefined;
  return o ? sayAll(kit.misses, [o.label], lang, kit.cardName(lang)) : '';
}

/**
 * The solution shown after two misses, step by step: each move in words (numbered when there are several, described
 * from `state`), the cards to pick (or `none`), the number, the choice.
 */
export function SolutionSteps<S, M>({ kit, lang, task, solution, state, none }: { kit: LearnKit<S, M>; lang: Lang; task: Task<S, M>; solution: readonly Answer<M>[]; state: S; none: string }) {
  const t = LEARN[lang];
  return (
    <p>
      <strong>{t.solution}:</strong>{' '}
      {solution.map((a, i) => (
        <span class="learn-solution__step">
          {a.kind === 'move' && <Words text={`${solution.length > 1 ? `${i + 1}. ` : ''}${kit.describe(state, a.move, lang)}`} lang={lang} />}
          {a.kind === 'pick' && (a.cards.length ? <Words text={a.cards.map((c) => `[${c}]`).join(' ')} lang={lang} /> : none)}
          {a.kind === 'number' && `${a.value} ${t.points}`}
          {a.kind === 'choice' && <Words text={optionText(kit, lang, task, a.value)} lang={lang} />}{' '}
        </span>
      ))}
    </p>
  );
}

interface Props<S, M> {
  kit: LearnKit<S, M>;
  lang: Lang;
  task: Task<S, M>;
  state: S;
  onAnswer: (a: Answer<M>) => void;
  /** Label of the "there is none" button of pick tasks that allow it. */
  noneLabel?: string;
  /** The task is solved: the table stays, the controls go. */
  finished?: boolean;
  /** Cards or places to mark (a solution shown). */
  marked?: ReadonlySet<string>;
}

const EMPTY = new Set<string>();

export function TaskView<S, M>({ kit, lang, task, state, onAnswer, noneLabel, finished = false, marked }: Props<S, M>) {
  const t = LEARN[lang];
  const [picked, setPicked] = useState<ReadonlySet<string>>(EMPTY);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const Board = kit.Board;

  const pickable = useMemo<ReadonlySet<string>>(() => {
    if (finished) return EMPTY;
    if (task.kind === 'move') return new Set(task.pickable ? task.pickable(state) : kit.hand(state));
    if (task.kind === 'pick') return new Set(task.choices(state));
    return EMPTY;
  }, [task, state, finished]);
  const shown = useMemo(() => new Set(kit.shown(state)), [state]);
  const extra = task.kind === 'pick' ? task.choices(state).filter((c) => !shown.has(c)) : [];
  const targets = useMemo<ReadonlySet<string>>(() => (!finished && task.kind === 'move' && kit.targets ? new Set(kit.targets(state)) : EMPTY), [task, state, finished]);

  const toggle = (card: string) => {
    setNote('');
    const next = new Set(picked);
    if (next.has(card)) next.delete(card);
    else next.add(card);
    setPicked(next);
  };
  const submit = (a: Answer<M>) => {
    setNote('');
    onAnswer(a);
    if (a.kind === 'move') {
      setPicked(EMPTY);
      setTarget(null);
    }
  };
  const act = (action: string, place: string | null = target) => submit({ kind: 'move', move: kit.move(state, action, [...picked], place) });

  return (
    <div class="learn-task__body">
      <Board
        state={state}
        lang={lang}
        pickable={pickable}
        picked={picked}
        onPick={toggle}
        targets={targets}
        onTarget={(place) => (kit.targetSubmits === false ? setTarget(target === place ? null : place) : picked.size === 1 ? act('target', place) : setNote(t.pickOne))}
        target={target}
        marked={marked}
        moving={task.kind === 'move' && !finished}
      />
      {extra.length > 0 && (
        <div class="learn-choices">
          <span class="learn-label">{t.toChoose}</span>
          <CardPick cards={extra} lang={lang} pickable={pickable} picked={picked} onPick={toggle} marked={marked} label={t.toChoose} />
        </div>
      )}
      {!finished && (
        <div class="learn-controls">
          {task.kind === 'move' &&
            kit.actions(state).map((a) => (
              <button
                type="button"
                data-action={a.id}
                disabled={(a.cards === 'one' && picked.size !== 1) || (a.cards === 'none' && picked.size > 0) || (a.target === true && target === null)}
                onClick={() => act(a.id)}
              >
                {a.label[lang]}
              </button>
            ))}
          {task.kind === 'pick' && (
            <>
              <span class="learn-count" aria-live="polite">{t.picked(picked.size)}</span>
              <button type="button" data-action="check" disabled={picked.size === 0} onClick={() => submit({ kind: 'pick', cards: [...picked] })}>
                {t.check}
              </button>
              {task.allowNone && (
                <button type="button" data-action="none" onClick={() => submit({ kind: 'pick', cards: [] })}>
                  {noneLabel ?? t.none}
                </button>
              )}
            </>
          )}
          {task.kind === 'number' && (
            <form
              class="learn-number"
              onSubmit={(e) => {
                e.preventDefault();
                const n = Number(value.trim().replace(/^\u2212/, '-'));
                if (value.trim() === '' || !Number.isInteger(n)) setNote(t.notANumber);
                else submit({ kind: 'number', value: n });
              }}
            >
              <label>
                {t.points}{' '}
                <Field wait="short">
                  <input type="text" inputMode="numeric" size={5} value={value} autocomplete="off" onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)} />
                </Field>
              </label>{' '}
              <button type="button" aria-label={t.sign} title={t.sign} onClick={() => setValue(value.trim().startsWith('-') ? value.trim().slice(1) : `-${value.trim()}`)}>
                ±
              </button>{' '}
              <button type="submit" data-action="check">{t.check}</button>
            </form>
          )}
          {task.kind === 'choice' && (
            <div class="learn-options" role="group" aria-label={t.answer}>
              {task.options.map((o) => (
                <button type="button" data-action={`choice-${o.id}`} onClick={() => submit({ kind: 'choice', value: o.id })}>
                  <Words text={optionText(kit, lang, task, o.id)} lang={lang} />
                </button>
              ))}
            </div>
          )}
          {note && <p class="learn-note" role="alert">{note}</p>}
        </div>
      )}
    </div>
  );
}
