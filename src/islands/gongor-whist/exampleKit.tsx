/**
 * The Gongor Whist kit for the shared worked-example island
 * (src/islands/shared/ExampleIsland.tsx): the table with the cards that moved
 * marked and the playable ones highlighted, and as notes the last trick with
 * the engine's reason and the trick rule's link.
 */
import { formatMove, parseMove } from '../../engine/gongor-whist/notation';
import { GONGOR_WHIST_GAME_EXAMPLES } from '../../engine/gongor-whist/examples';
import { apply, legalMoves, type GongorWhistMove, type GongorWhistState } from '../../engine/gongor-whist/engine';
import { GONGOR_WHIST_EXAMPLE_TEXT } from '../../i18n/examples/gongor-whist';
import { GONGOR_WHIST_VIOLATIONS, GW, GONGOR_WHIST_RULE_NAMES, GONGOR_WHIST_PARSE_MESSAGES } from '../../i18n/gongor-whist';
import { ISLAND } from '../../i18n/islands';
import type { ExampleKit, TableProps } from '../shared/ExampleIsland';
import { movedCards, notationWords } from './moves';
import { LastTrick, Table } from './Table';

function ExampleTable({ state, lang, previous }: TableProps<GongorWhistState>) {
  const playable = legalMoves(state).flatMap((m) => (m.type === 'play' ? [m.card] : []));
  return <Table state={state} lang={lang} playable={playable} moved={movedCards(previous, state)} showLast={false} />;
}

function ExampleNotes({ state, lang }: TableProps<GongorWhistState>) {
  if (!state.tricks.length) return null;
  return (
    <div class="gw-notes">
      <LastTrick state={state} lang={lang} />
      <p class="hint">
        {ISLAND[lang].seeRule}: <a href="#trick-winner">{GONGOR_WHIST_RULE_NAMES['trick-winner'][lang]}</a>
      </p>
    </div>
  );
}

export const GONGOR_WHIST_KIT: ExampleKit<GongorWhistState, GongorWhistMove> = {
  game: { apply, legalMoves, parseMove, formatMove },
  examples: GONGOR_WHIST_GAME_EXAMPLES,
  prefix: 'gw',
  text: GONGOR_WHIST_EXAMPLE_TEXT,
  ruleNames: GONGOR_WHIST_RULE_NAMES,
  messages: GONGOR_WHIST_VIOLATIONS,
  parseMessages: GONGOR_WHIST_PARSE_MESSAGES,
  Table: ExampleTable,
  Notes: ExampleNotes,
  tryIt: { de: GW.de.notationHint, en: GW.en.notationHint },
  summary: (_s, lang) => GW[lang].legal,
  stepLabel: (move, lang) => notationWords(lang, move),
};
