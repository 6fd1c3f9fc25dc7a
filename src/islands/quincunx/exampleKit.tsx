/**
 * The Quincunx kit for the shared worked-example island: the spread with the
 * card just placed highlighted (and the cells of the breakdown's items), the
 * hands, and as notes the engine's breakdown of the placement, the draws and
 * the scores.
 */
import { formatMove, parseMove } from '../../engine/quincunx/notation';
import { QUINCUNX_GAME_EXAMPLES } from '../../engine/quincunx/examples';
import { apply, legalMoves, totals, type QuincunxEvent, type QuincunxMove, type QuincunxState } from '../../engine/quincunx/engine';
import { QUINCUNX_EXAMPLE_TEXT } from '../../i18n/examples/quincunx';
import { decktetCardName } from '../../i18n/decktet-cards';
import { QUINCUNX_VIOLATIONS, QX, moveLabel, QUINCUNX_RULE_NAMES } from '../../i18n/quincunx';
import type { Lang } from '../../i18n/ui';
import type { ExampleKit, TableProps } from '../shared/ExampleIsland';
import { BreakdownList } from './BreakdownList';
import { QxCard } from './Face';
import { useFrameFocus } from './focus';
import { Grid, marksOf } from './Grid';

type Props = TableProps<QuincunxState>;

const placedOf = (events: readonly unknown[]) => (events as readonly QuincunxEvent[]).find((e): e is Extract<QuincunxEvent, { type: 'placed' }> => e.type === 'placed');
const drewOf = (events: readonly unknown[]) => (events as readonly QuincunxEvent[]).find((e): e is Extract<QuincunxEvent, { type: 'drew' }> => e.type === 'drew');

/** Every hand face up (a worked example hides nothing); cards just drawn are marked. */
export function Hands({ state, lang, highlight, fresh = [] }: { state: QuincunxState; lang: Lang; highlight?: number | null; fresh?: readonly string[] }) {
  const t = QX[lang];
  const solo = state.options.players === 1;
  return (
    <div class="qx-hands">
      {state.hands.map((h, p) => (
        <div class={`qx-hand${highlight === p ? ' qx-hand--active' : ''}`} role="group" aria-label={t.handOf(solo ? t.you : t.player(p))}>
          <span class="qx-hand__who">{solo ? t.you : t.player(p)}:</span>
          {h.length ? h.map((c) => <QxCard key={c} code={c} lang={lang} width={44} named={false} moved={fresh.includes(c)} />) : <span class="hint">{t.none}</span>}
        </div>
      ))}
    </div>
  );
}

function Table({ state, lang, frame }: Props) {
  const placed = placedOf(frame.events);
  const drew = drewOf(frame.events);
  const [focus] = useFrameFocus(frame);
  const b = placed?.breakdown;
  return (
    <div class="qx-example-table">
      <Grid
        lang={lang}
        rows={state.rows}
        cols={state.cols}
        cells={state.spread}
        played={b?.cell ?? null}
        marks={b ? marksOf(b.items) : undefined}
        focus={b && focus !== null && b.items[focus] ? new Set(b.items[focus]!.cells) : undefined}
        label={QX[lang].spread}
        testId="qx-example-grid"
      />
      <Hands state={state} lang={lang} highlight={state.phase === 'play' ? state.current : null} fresh={drew?.cards ?? []} />
    </div>
  );
}

function Notes({ state, lang, frame }: Props) {
  const t = QX[lang];
  const placed = placedOf(frame.events);
  const drew = drewOf(frame.events);
  const [focus, setFocus] = useFrameFocus(frame);
  const solo = state.options.players === 1;
  const r = state.result;
  return (
    <div class="qx-notes">
      {placed && <BreakdownList lang={lang} breakdown={placed.breakdown} focus={focus} onFocus={setFocus} drawn={drew ? drew.cards.length : 0} />}
      {/* which cards were drawn, in words too: the hand's dashed frames are for the eye only */}
      {drew && drew.cards.length > 0 && <p class="hint" data-testid="drawn">{t.drew(drew.cards.map((c) => decktetCardName(lang, c)).join(', '))}</p>}
      <p class="qx-scores" data-testid="scores">{totals(state).map((v, p) => `${solo ? t.you : t.player(p)}: ${v}`).join(' · ')}</p>
      {r?.kind === 'solitaire' && <p class="qx-result" role="status">{r.won ? t.solitaireWon(r.total) : t.solitaireLost(r.total)}</p>}
    </div>
  );
}

export const QUINCUNX_KIT: ExampleKit<QuincunxState, QuincunxMove> = {
  game: { apply, legalMoves, parseMove, formatMove },
  examples: QUINCUNX_GAME_EXAMPLES,
  prefix: 'qx',
  text: QUINCUNX_EXAMPLE_TEXT,
  ruleNames: QUINCUNX_RULE_NAMES,
  messages: QUINCUNX_VIOLATIONS,
  Table,
  Notes,
  stepLabel: (text, lang) => {
    const m = parseMove(text);
    return m.ok ? moveLabel(m.value, lang) : text;
  },
};
