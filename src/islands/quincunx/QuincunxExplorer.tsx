/**
 * Scoring explorer: the reader lays any Decktet card of the chosen deck into
 * any cell and sees the engine's itemised breakdown, with the cells of each
 * item highlighted, the total and the draws. The newest card is the one
 * scored; choosing an occupied cell scores that card instead.
 * URL: ?qx-explore=<options>|<spread>|<card@cell scored>  (engine notation).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cellIndex, scorePlacement, scoringRules } from '../../engine/quincunx/scoring';
import { deckFor, gridSize } from '../../engine/quincunx/engine';
import { decktetInfo } from '../../engine/cards/decktet';
import { DecktetCardFace } from '../../components/cards/DecktetCard';
import { decktetCardLabel } from '../../i18n/decktet-cards';
import { QXP } from '../../i18n/quincunx-play';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { afterPaint, restoreParam, writeParam } from '../shared/url';
import { Grid, marksOf } from './Grid';
import { BreakdownList } from './BreakdownList';
import { exploreFromUrl, exploreToUrl, full, KEY, START, type Explore, type ExplorerOptions } from './exploreUrl';
import './quincunx.css';
import { H, IslandLevel } from '../shared/Heading';
import { Field } from '../shared/Field';

/** Picker groups, the deck's cards by rank, in deck order: a number card's rank, or the kind of the others (Quincunx's decks: aces, crowns, pawns, the Excuse). */
function groups(deck: readonly string[]) {
  const out = new Map<number | 'ace' | 'crown' | 'pawn' | 'excuse', string[]>();
  for (const c of deck) {
    const info = decktetInfo(c)!;
    const k = info.kind === 'number' ? info.rank! : (info.kind as 'ace' | 'crown' | 'pawn' | 'excuse');
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return [...out];
}

export default function QuincunxExplorer({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = QXP[lang];
  const [x, setX] = useState<Explore>(START);
  const [pick, setPick] = useState('AS');
  const [focus, setFocus] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => restoreParam(KEY, exploreFromUrl, setX, () => setNotice(ISLAND[lang].badUrl)), []);

  const opts = full(x.options);
  const { rows, cols } = gridSize(opts.mode);
  const deck = useMemo(() => deckFor(opts), [opts.excuse, opts.pawns]);
  const used = new Set([...Object.values(x.spread), ...(x.played ? [x.played.card] : [])]);
  const usedKey = [...used].sort().join(' ');
  const xRef = useRef(x);
  xRef.current = x;
  const firstFree = (u: Set<string>, from = pick) => (u.has(from) ? deck.find((c) => !u.has(c)) ?? '' : from);
  const current = firstFree(used);

  const cells: (string | null)[] = new Array(rows * cols).fill(null);
  for (const [c, card] of Object.entries(x.spread)) cells[cellIndex(c, rows, cols)] = card;
  const breakdown = useMemo(() => {
    if (!x.played) return null;
    return scorePlacement({ rows, cols, cells }, cellIndex(x.played.cell, rows, cols), x.played.card, scoringRules(opts));
  }, [x]);
  const shown = [...cells];
  if (x.played) shown[cellIndex(x.played.cell, rows, cols)] = x.played.card;
  const marks = breakdown ? marksOf(breakdown.items) : undefined;
  const focusCells = breakdown && focus !== null && breakdown.items[focus] ? new Set(breakdown.items[focus]!.cells) : undefined;

  const update = (next: Explore) => {
    setX(next);
    setFocus(null);
    setNotice('');
    afterPaint(KEY, () => writeParam(KEY, exploreToUrl(next))); // the address is not drawn: written after the click's paint
  };
  const onCell = (cell: string) => {
    if (x.played && cell === x.played.cell) return;
    const spread = { ...x.spread };
    if (x.played) spread[x.played.cell] = x.played.card;
    if (spread[cell]) {
      // An occupied cell: score its card instead.
      const card = spread[cell]!;
      delete spread[cell];
      update({ ...x, spread, played: { cell, card } });
      return;
    }
    if (!current) return;
    const next = { ...x, spread, played: { cell, card: current } };
    update(next);
    const nowUsed = new Set([...Object.values(spread), current]);
    setPick(firstFree(nowUsed, current));
  };
  const setOptions = (patch: Partial<ExplorerOptions>) => {
    const x = xRef.current; // the fieldset below is kept between renders: its handlers read the newest state
    const options = { ...x.options, ...patch };
    const o = full(options);
    const size = gridSize(o.mode);
    const allowed = new Set(deckFor(o));
    const keep = (cell: string, card: string) => allowed.has(card) && cellIndex(cell, size.rows, size.cols) >= 0;
    const spread = Object.fromEntries(Object.entries(x.spread).filter(([c, card]) => keep(c, card)));
    const played = x.played && keep(x.played.cell, x.played.card) ? x.played : null;
    update({ options, spread, played });
  };
  // The picker's 36–46 named options and the deck switches change only with the deck, the cards used
  // or the switches: kept between renders, so a placement does not name and compare every card again.
  const pickerOptions = useMemo(
    () =>
      groups(deck).map(([rank, cards]) => (
        <optgroup label={typeof rank === 'number' ? t.ranks.number(rank) : t.ranks[rank]}>
          {cards.map((c) => (
            <option value={c} disabled={used.has(c)}>
              {decktetCardLabel(lang, c)}{used.has(c) ? ` – ${t.cardUsed}` : ''}
            </option>
          ))}
        </optgroup>
      )),
    [deck, usedKey, lang],
  );
  const o = x.options;
  // a deck switch (only the running island shows the box: shared/Field.tsx)
  const check = (on: boolean, set: (on: boolean) => void) => (
    <Field wait="check">
      <input type="checkbox" checked={on} onChange={(e) => set((e.currentTarget as HTMLInputElement).checked)} />
    </Field>
  );
  const switches = useMemo(
    () => (
      <fieldset class="qx-options">
        <legend>{t.deckOptions}</legend>
        <label>
          {t.grid}{' '}
          <Field>
            <select value={o.mode} onChange={(e) => setOptions({ mode: (e.currentTarget as HTMLSelectElement).value as ExplorerOptions['mode'] })}>
              <option value="standard">{t.gridStandard}</option>
              <option value="solitaire4x4">{t.gridSolitaire}</option>
            </select>
          </Field>
        </label>
        <label>{check(o.excuse, (excuse) => setOptions({ excuse }))} {t.excuse}</label>
        <label>{check(o.pawns, (pawns) => setOptions({ pawns }))} {t.pawns}</label>
        <label>{check(o.flush, (flush) => setOptions({ flush }))} {t.flush}</label>
        <label>{check(o.tripleExcludesPair === 'strict', (on) => setOptions({ tripleExcludesPair: on ? 'strict' : 'perLine' }))} {t.strictTriple}</label>
        <label>{check(o.bothBonusesInOneLine ?? false, (on) => setOptions({ bothBonusesInOneLine: on }))} {t.bothInLine}</label>
      </fieldset>
    ),
    [o, lang],
  );

  return (
    <IslandLevel hl={hl}>
    <section class="island qx qx-explorer" aria-label={t.explorerTitle} data-testid="qx-explorer">
      <H class="qx-title">{t.explorerTitle}</H>
      <p class="hint">{t.explorerHint}</p>
      {notice && <p class="error" role="alert">{notice}</p>}
      <div class="qx-explorer__controls">
        <label class="qx-picker">
          {t.card}{' '}
          <Field>
            <select value={current} onChange={(e) => setPick((e.currentTarget as HTMLSelectElement).value)} data-testid="qx-picker">
              {pickerOptions}
            </select>
          </Field>
        </label>
        {current && <DecktetCardFace code={current} lang={lang} width={40} />}
      </div>
      <div class="qx-layout">
        <Grid
          lang={lang}
          rows={rows}
          cols={cols}
          cells={shown}
          played={x.played?.cell ?? null}
          marks={marks}
          focus={focusCells}
          onCell={onCell}
          label={t.spread}
          testId="qx-explorer-grid"
        />
        <div class="qx-side">
          {breakdown ? <BreakdownList lang={lang} breakdown={breakdown} focus={focus} onFocus={setFocus} /> : <p data-testid="breakdown">{t.noPlay}</p>}
          <div class="qx-buttons">
            <button type="button" onClick={() => update({ ...x, played: null })} disabled={!x.played}>{t.remove}</button>
            <button type="button" onClick={() => update({ ...x, spread: {}, played: null })} disabled={!x.played && Object.keys(x.spread).length === 0}>{t.clear}</button>
          </div>
        </div>
      </div>
      {switches}
    </section>
    </IslandLevel>
  );
}
