/**
 * The Conquian worked examples on the one example island: the engine, the
 * words, the table (with the cards that moved marked) and, as Notes, the
 * engine's answer which centre cards would take the watched player out at
 * once (winningCards).
 */
import { formatMove, parseMove } from '../../engine/conquian/notation';
import { CONQUIAN_EXAMPLES, CONQUIAN_GAME_EXAMPLES } from '../../engine/conquian/examples';
import { apply, legalMoves, toAct, winningCards, type ConquianMove, type ConquianState, type Player } from '../../engine/conquian/engine';
import { CQ, CONQUIAN_RULE_NAMES, CONQUIAN_VIOLATIONS, CONQUIAN_PARSE_MESSAGES } from '../../i18n/conquian';
import { CONQUIAN_EXAMPLE_TEXT } from '../../i18n/examples/conquian';
import { frenchCardName } from '../../i18n/french-cards';
import type { Lang } from '../../i18n/ui';
import type { ExampleKit, TableProps } from '../shared/ExampleIsland';
import { Board } from './Board';
import { notationLine } from './describe';

function Table({ state, lang, previous }: TableProps<ConquianState>) {
  return <Board state={state} lang={lang} previous={previous} />;
}

/** The cards that would take the watched player out at once (only between turns, when hand and table hold ten). */
function WinsNow({ state, lang, example }: TableProps<ConquianState> & { example: string; step: number }) {
  const watch: Player | undefined = CONQUIAN_EXAMPLES.find((e) => e.id === example)?.watch;
  if (watch === undefined || state.phase === 'over' || state.hands[watch].length + state.melds[watch].flat().length !== 10) return null;
  const t = CQ[lang];
  const cards = winningCards(state, watch).map((c) => frenchCardName(lang, c)).join(', ');
  return <p class="cq-wins" data-testid="wins-now">{t.winsNow(t.player(watch), cards)}</p>;
}

export const CONQUIAN_KIT: ExampleKit<ConquianState, ConquianMove> = {
  game: { apply, legalMoves, parseMove, formatMove },
  examples: CONQUIAN_GAME_EXAMPLES,
  prefix: 'cq',
  text: CONQUIAN_EXAMPLE_TEXT,
  ruleNames: CONQUIAN_RULE_NAMES,
  messages: CONQUIAN_VIOLATIONS,
  parseMessages: CONQUIAN_PARSE_MESSAGES,
  Table,
  Notes: WinsNow,
  tryIt: { de: CQ.de.notationHint, en: CQ.en.notationHint },
  summary: (state: ConquianState, lang: Lang) => {
    const t = CQ[lang];
    const actor = toAct(state);
    return `${t.legal}${actor !== null ? ` (${t.toAct(t.player(actor))})` : ''}`;
  },
  stepLabel: (move: string, lang: Lang, before: ConquianState) => notationLine(before, move, lang),
};
