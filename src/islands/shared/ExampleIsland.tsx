/**
 * A worked example, for any game: the table at each step, the caption in the
 * page language, Start/Back/Next and the list of steps, the engine's refusal
 * (with its rule) where a step is meant to be refused, and — where the game
 * allows it — "try it from here" with moves of the reader's own. A game
 * supplies its kit (engine, words, and the component that draws its table);
 * the island itself never judges a move. State in the URL:
 * ?<prefix>-<example>=<step>[:<move>;<move>…]. `terms`: the glossary terms the
 * example's captions mark, resolved by the page (src/learn/caption-terms.ts).
 */
import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GameExample } from '../../engine/core/game';
import type { ExampleText } from '../../i18n/examples/types';
import { plainCaption, type CaptionTerms } from './Caption';
import { ISLAND, type ParseMessages, type RuleNames, type ViolationMessages } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { MovePanel } from './MovePanel';
import { useExampleSteps, type Frame, type Notation } from './replay';
import { StepList, StepNav } from './StepNav';
import { ViolationNote } from './ViolationNote';
import { H, IslandLevel } from './Heading';

export interface TableProps<S> {
  state: S;
  lang: Lang;
  /** The frame shown (its events say what the step's move did). */
  frame: Frame<S>;
  /** The state before this step's move (null at the start), to show what changed. */
  previous: S | null;
}

/**
 * What a worked example asks of its game's rules: what a replay needs (play a move, read and write notation) and the
 * legal moves. The kits build it from the engine's functions, not from the whole game object (GameRules), which would
 * bring the game's option text, its views and its deals for the computer to every examples page.
 */
export interface ExampleRules<S, M> extends Notation<S, M> {
  legalMoves(state: S): readonly M[];
}

export interface ExampleKit<S, M> {
  readonly game: ExampleRules<S, M>;
  /** The game's worked examples (its examples.ts): only the examples pages load them. */
  readonly examples: readonly GameExample<S>[];
  /** URL key prefix and CSS class of the game's islands, e.g. 'cq'. */
  readonly prefix: string;
  readonly text: Readonly<Record<Lang, Readonly<Record<string, ExampleText>>>>;
  readonly ruleNames: RuleNames;
  readonly messages: ViolationMessages;
  readonly Table: ComponentType<TableProps<S>>;
  /** What else the engine says about this step (a breakdown, a trick's reason, the cards that win). */
  readonly Notes?: ComponentType<TableProps<S> & { example: string; step: number }>;
  /** Offer "try it from here" (the reader's own moves), with this notation hint per language. */
  readonly tryIt?: Readonly<Record<Lang, string>>;
  /** What is wrong with a typed move that does not read, per parse code (as in the whole game). */
  readonly parseMessages?: ParseMessages;
  /** "Legal moves (B to act)" and the like, for the move panel's summary. */
  readonly summary?: (state: S, lang: Lang) => string;
  /** A step's move in words for the list of steps (the notation is shown when absent); `before` is the position the move is made in. */
  readonly stepLabel?: (move: string, lang: Lang, before: S) => string;
}

/**
 * `print="only"`: instead of the island, the example's title and last step with that step's caption,
 * printed on the cheat sheet and hidden on screen. A rules page places it in the rule it illustrates
 * (its worked examples are on the examples page), rendered on the server without `client:` (no
 * island, no script), e.g. `<ConquianExample lang="de" example="going-out" print="only" />`. Hidden on
 * screen, so the site search leaves it out (its hands would read "Hand D427A3D" in a result).
 */
export function ExampleIsland<S, M>({ kit, lang, example, print, hl, terms }: { kit: ExampleKit<S, M>; lang: Lang; example: string; print?: 'only'; hl?: string; terms?: CaptionTerms }) {
  const { game } = kit;
  const ex = kit.examples.find((e) => e.id === example);
  const words = kit.text[lang][example];
  const start = useMemo(() => (ex ? ex.start() : null), [ex]);
  const moves = ex?.moves ?? [];
  const { frames, step, frame, current, extraMoves, notice, go, play } = useExampleSteps(game, `${kit.prefix}-${example}`, start, moves, lang);

  if (!ex || !words || !current || !frame) return <p class="error" role="alert">{ISLAND[lang].missingExample(example)}</p>;
  const previous = step > 0 && extraMoves.length === 0 ? frames.at(step - 1)!.state : null;
  const shown: Frame<S> = extraMoves.length ? { state: current, events: [], refused: null } : frame;
  const T = kit.Table;
  const N = kit.Notes;
  if (print === 'only') {
    // the print copy shows the example's last position
    const last = frames.at(frames.length - 1)!;
    return (
      <div class="example-print example-print--only" data-example={example} aria-hidden="true" data-pagefind-ignore>
        <p class="example-print__title">{words.title}</p>
        <T state={last.state} lang={lang} frame={last} previous={frames.length > 1 ? frames.at(frames.length - 2)!.state : null} />
        <p class="step-caption">{plainCaption(moves.length ? (words.steps[moves.length - 1] ?? '') : (words.intro ?? ''))}</p>
      </div>
    );
  }
  return (
    <IslandLevel hl={hl}>
    <section class={`island example-island ${kit.prefix} ${kit.prefix}-example`} aria-label={words.title} data-example={example}>
      <H class={`${kit.prefix}-title`}>{words.title}</H>
      {notice && <p class="error" role="alert">{notice}</p>}
      <div class="example-layout">
      <T state={current} lang={lang} frame={shown} previous={previous} />
      <div class="example-side">
      <StepNav
        lang={lang}
        step={step}
        total={moves.length}
        onGo={go}
        dirty={extraMoves.length > 0}
        caption={step === 0 ? (words.intro ?? ISLAND[lang].startPos) : (words.steps[step - 1] ?? '')}
        terms={{ ruleNames: kit.ruleNames, idBase: `${kit.prefix}-${example}-term`, terms }}
      />
      {step > 0 && frame.refused && extraMoves.length === 0 && <ViolationNote v={frame.refused} lang={lang} ruleNames={kit.ruleNames} messages={kit.messages} />}
      {N && <N state={current} lang={lang} frame={shown} previous={previous} example={example} step={step} />}
      <StepList lang={lang} step={step} onGo={go} items={() => moves.map((m, i) => ({ label: kit.stepLabel ? kit.stepLabel(m, lang, frames.at(i)!.state) : m, caption: words.steps[i] ?? '' }))} />
      </div>
      </div>
      {kit.tryIt && (
        <MovePanel
          lang={lang}
          legal={game.legalMoves(current).map(game.formatMove)}
          label={kit.stepLabel ? (m) => kit.stepLabel!(m, lang, current) : undefined}
          play={play}
          ruleNames={kit.ruleNames}
          messages={kit.messages}
          parseMessages={kit.parseMessages}
          summary={kit.summary ? kit.summary(current, lang) : ISLAND[lang].legal}
          hint={kit.tryIt[lang]}
          ownMoves={extraMoves}
          onBackToExample={() => go(step)}
          max={40}
        />
      )}
    </section>
    </IslandLevel>
  );
}
