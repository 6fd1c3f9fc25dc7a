/**
 * The Quincunx spread as a grid. Interactive grids give every cell a button
 * whose accessible name says where it is and what lies there ("row 2,
 * column 3, empty"); read-only grids label each cell the same way. A grid in
 * running text that only shows a position (`figure`: the start of a game on
 * the rules page) is one picture named by its label, its cells not labelled
 * one by one (a screen reader gets one description, not 25 cells). Highlights
 * (the cells of a breakdown item) come from the caller, which got them from
 * the engine's breakdown.
 */
import { Component } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { decktetCardLabel } from '../../i18n/decktet-cards';
import { QX } from '../../i18n/quincunx';
import type { Lang } from '../../i18n/ui';
import { cellName } from '../../engine/quincunx/scoring';
import type { ScoreItem } from '../../engine/quincunx/scoring';
import { QxCard } from './Face';
import { arrowKeys } from '../shared/arrows';

export type HighlightKind = ScoreItem['kind'];

interface Props {
  lang: Lang;
  rows: number;
  cols: number;
  cells: readonly (string | null)[];
  /** Visible window (open spread); defaults to the whole grid. */
  window?: { r0: number; r1: number; c0: number; c1: number };
  /** The card just placed (or being scored). */
  played?: string | null;
  /** Cells of the breakdown: cell name → kinds of the items it belongs to. */
  marks?: ReadonlyMap<string, readonly HighlightKind[]>;
  /** Cells of the item the reader picked, drawn more strongly. */
  focus?: ReadonlySet<string>;
  /** Cells where a placement is legal now (shown with a dotted frame). */
  legal?: ReadonlySet<string>;
  onCell?: (cell: string) => void;
  /** A card shown tentatively in a cell (chosen, not yet placed). */
  pending?: { cell: string; card: string } | null;
  label: string;
  testId?: string;
  /** One picture named by `label` (read-only; see above). */
  figure?: boolean;
}

export function Grid({ lang, rows, cols, cells, window, played, marks, focus, legal, onCell, pending, label, testId, figure = false }: Props) {
  const t = QX[lang];
  // One click handler for the life of the grid (it calls the newest onCell), so a cell whose card,
  // classes and label did not change is not drawn again (Cell skips it): a click redraws the cells it changed.
  const onCellRef = useRef(onCell);
  onCellRef.current = onCell;
  const click = useRef((cell: string) => onCellRef.current?.(cell)).current;
  // An interactive grid is one stop for the Tab key (it was 25 or more, between the hand and the confirm box), and
  // the arrow keys move between its cells. The stop is the cell last focused; once a card is chosen, the cell the
  // hint proposed or the first legal one; else the card just placed, else the first cell. Every cell stays a button
  // that a screen reader's own navigation reaches.
  const [cursor, setCursor] = useState<{ cell: string; key: string } | null>(null);
  const key = legal ? [...legal].join() : '';
  const keyNow = useRef(key);
  keyNow.current = key;
  const moved = useRef((cell: string) => setCursor({ cell, key: keyNow.current })).current;
  const w = window ?? { r0: 0, r1: rows - 1, c0: 0, c1: cols - 1 };
  const width = w.c1 - w.c0 + 1;
  const letters = 'abcdefghi';
  const names: string[] = [];
  for (let r = w.r0; r <= w.r1; r++) for (let c = w.c0; c <= w.c1; c++) names.push(cellName(r * cols + c, cols));
  // a card chosen since the cell was focused: its legal cells first
  const last = cursor && (!key || cursor.key === key) ? cursor.cell : '';
  const stop = names.includes(last) ? last : names.find((n) => n === pending?.cell) ?? names.find((n) => legal?.has(n)) ?? (played && names.includes(played) ? played : names[0]);
  const body = [];
  // Column letters along the top.
  body.push(<span class="qx-coord" aria-hidden="true" />);
  for (let c = w.c0; c <= w.c1; c++) body.push(<span class="qx-coord" aria-hidden="true">{letters[c]}</span>);
  for (let r = w.r0; r <= w.r1; r++) {
    body.push(<span class="qx-coord" aria-hidden="true">{r + 1}</span>);
    for (let c = w.c0; c <= w.c1; c++) {
      const i = r * cols + c;
      const name = cellName(i, cols);
      const isPending = pending?.cell === name && !cells[i];
      const card = cells[i] ?? (isPending ? pending!.card : null);
      const kinds = marks?.get(name) ?? [];
      const classes = ['qx-cell'];
      if (card) classes.push('qx-cell--card');
      if (name === played) classes.push('qx-cell--played');
      if (kinds.length) classes.push(`qx-hl qx-hl--${kinds[kinds.length - 1]}`);
      if (focus?.has(name)) classes.push('qx-cell--focus');
      if (legal?.has(name)) classes.push('qx-cell--legal');
      if (isPending) classes.push('qx-cell--pending');
      const content = card ? decktetCardLabel(lang, card) : t.empty;
      const extra = [name === played ? t.played : '', isPending ? t.pendingCell : '', legal?.has(name) ? t.legalCell : '', kinds.length ? t.inItem : ''].filter(Boolean).join(', ');
      const aria = figure ? '' : `${t.cell(r + 1, c + 1, content)}${extra ? `, ${extra}` : ''}`;
      body.push(<Cell key={name} lang={lang} name={name} card={card} cls={classes.join(' ')} aria={aria} pressed={pending ? isPending : undefined} click={onCell ? click : undefined} stop={name === stop} moved={moved} />);
    }
  }
  return (
    <div class="qx-grid-wrap">
      <div class="qx-grid" role={figure ? 'img' : 'group'} aria-label={onCell ? `${label} (${t.gridKeys})` : label} data-testid={testId} data-cols={width} onKeyDown={onCell ? (e) => arrowKeys(e, '[data-cell]', width) : undefined}>
        {body}
      </div>
    </div>
  );
}

interface CellProps {
  lang: Lang;
  name: string;
  card: string | null;
  cls: string;
  aria: string;
  pressed: boolean | undefined;
  click: ((cell: string) => void) | undefined;
  /** The grid's one stop for the Tab key. */
  stop: boolean;
  moved: (cell: string) => void;
}

/** One cell; drawn again only when one of its props changed (all are strings, booleans or the grid's two handlers, which never change). */
class Cell extends Component<CellProps> {
  shouldComponentUpdate(next: CellProps): boolean {
    const p = this.props;
    return next.lang !== p.lang || next.name !== p.name || next.card !== p.card || next.cls !== p.cls || next.aria !== p.aria || next.pressed !== p.pressed || next.click !== p.click || next.stop !== p.stop;
  }

  render({ lang, name, card, cls, aria, pressed, click, stop, moved }: CellProps) {
    const face = card ? <QxCard code={card} lang={lang} width={56} plain={!aria} /> : <span class="qx-cellname">{name}</span>; // inside the aria-hidden qx-cell__inner
    return click ? (
      <button type="button" class={cls} data-cell={name} aria-pressed={pressed} tabIndex={stop ? 0 : -1} onClick={() => click(name)} onFocus={() => moved(name)}>
        <span class="sr-only">{aria}</span>
        <span aria-hidden="true" class="qx-cell__inner">{face}</span>
      </button>
    ) : aria ? (
      <div class={cls} role="img" aria-label={aria} data-cell={name}>
        <span aria-hidden="true" class="qx-cell__inner">{face}</span>
      </div>
    ) : (
      // a cell of a figure: the grid's label names the whole picture
      <div class={cls}>
        <span class="qx-cell__inner">{face}</span>
      </div>
    );
  }
}

/** cell → kinds, from a breakdown's items (in item order). */
export function marksOf(items: readonly ScoreItem[]): Map<string, HighlightKind[]> {
  const m = new Map<string, HighlightKind[]>();
  for (const it of items) {
    for (const c of it.cells) {
      const list = m.get(c) ?? [];
      if (!list.includes(it.kind)) list.push(it.kind);
      m.set(c, list);
    }
  }
  return m;
}
