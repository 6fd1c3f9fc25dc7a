/**
 * The Quincunx scoring explorer's address (?qx-explore=<options>|<spread>|<card@cell>), written and read here so
 * that Vitest can hold the reader to "a result for any string, never a throw" (issue 11.4). Beside the game's link
 * (links.ts), in a file of its own: the explorer and the game island are different islands, and each loads only
 * its own reader. Published links keep opening the same thing: the form only ever gains readings.
 */
import { parseError, parsed, type ParseResult } from '../core/result';
import type { DecktetCard } from '../cards/decktet';
import { normalizeOptions, positionProblem } from './engine';
import { formatOptions, formatSpread, parseMove, parseOptions, parseSpread, type QuincunxParseCode } from './notation';
import type { QuincunxOptions } from './scoring';

export interface ExploreLink {
  /** The explorer's options: the standard spread or the solitaire's, with its deck, variants and readings. */
  readonly options: QuincunxOptions;
  /** Cards already in the spread (cell → card), the scored card not included. */
  readonly spread: Readonly<Record<string, DecktetCard>>;
  /** The card scored, and where. */
  readonly played: { readonly cell: string; readonly card: DecktetCard } | null;
}

/** The explorer scores on the 5 × 5 spread for two players, or on the solitaire's 4 × 4. */
export function explorerOptions(options: Partial<QuincunxOptions>): QuincunxOptions {
  const solitaire = options.mode === 'solitaire4x4' || options.players === 1;
  return normalizeOptions({ ...options, mode: solitaire ? 'solitaire4x4' : 'standard', players: solitaire ? 1 : 2 });
}

export function formatExploreLink(x: Omit<ExploreLink, 'options'> & { readonly options: Partial<QuincunxOptions> }): string {
  return `${formatOptions(explorerOptions(x.options))}|${formatSpread(x.spread)}|${x.played ? `${x.played.card}@${x.played.cell}` : ''}`;
}

/** Read an explorer link; anything malformed, off the grid, outside the deck or doubled makes it bad. */
export function readExploreLink(raw: string): ParseResult<ExploreLink, QuincunxParseCode> {
  const text = typeof raw === 'string' ? raw : '';
  const parts = text.split('|');
  if (parts.length !== 3) return parseError('bad-link', text, 0);
  const [optionText, spreadText, playedText] = parts as [string, string, string];
  const spreadAt = optionText.length + 1;
  const playedAt = spreadAt + spreadText.length + 1;
  const o = parseOptions(optionText);
  if (!o.ok) return o;
  // The explorer has no open spread (its board grows with the cards); one player is the solitaire's spread.
  if (o.value.mode === 'openSpread' && o.value.players !== 1) return parseError('bad-option', 'open', Math.max(0, optionText.toLowerCase().indexOf('open')));
  const options = explorerOptions(o.value);
  const sp = parseSpread(spreadText);
  if (!sp.ok) return parseError(sp.error.code, sp.error.token, spreadAt + sp.error.position);
  let played: ExploreLink['played'] = null;
  if (playedText.trim()) {
    const m = parseMove(playedText);
    if (!m.ok) return parseError(m.error.code, m.error.token, playedAt + m.error.position);
    if (m.value.type !== 'place' || m.value.announce !== undefined) return parseError('bad-cell', playedText, playedAt);
    if (Object.hasOwn(sp.value, m.value.cell)) return parseError('duplicate-cell', playedText, playedAt);
    played = { cell: m.value.cell, card: m.value.card };
  }
  const all = { ...sp.value, ...(played ? { [played.cell]: played.card } : {}) };
  const problem = positionProblem({ options, spread: all, hands: Array.from({ length: options.players }, () => []) });
  if (problem) return parseError(problem.code, problem.token, spreadAt);
  return parsed({ options, spread: sp.value, played });
}
