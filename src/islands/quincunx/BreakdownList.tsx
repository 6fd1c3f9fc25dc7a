/**
 * A placement's itemised breakdown as the engine returned it: one line per
 * item with its points, its wording and a link to its rule; the total and the
 * draws. Each line has a button that highlights the item's cells on the grid.
 */
import type { Breakdown } from '../../engine/quincunx/scoring';
import { decktetCardName } from '../../i18n/decktet-cards';
import { QX, describeItem, QUINCUNX_RULE_NAMES } from '../../i18n/quincunx';
import type { Lang } from '../../i18n/ui';

interface Props {
  lang: Lang;
  breakdown: Breakdown;
  /** Index of the item whose cells are highlighted, or null. */
  focus: number | null;
  onFocus: (i: number | null) => void;
  /** Cards actually drawn (fewer than the draws when the pile ran short). */
  drawn?: number;
  heading?: string;
}

export function BreakdownList({ lang, breakdown: b, focus, onFocus, drawn, heading }: Props) {
  const t = QX[lang];
  return (
    <div class="qx-breakdown" data-testid="breakdown">
      <p class="qx-breakdown__head">
        <strong>{heading ?? t.score}:</strong> {decktetCardName(lang, b.card)} → {b.cell}
      </p>
      {b.items.length === 0 ? (
        <p>{t.noItems}</p>
      ) : (
        <ul class="qx-items">
          {b.items.map((it, i) => (
            <li class={`qx-item qx-item--${it.kind}${focus === i ? ' qx-item--focus' : ''}`} data-kind={it.kind} data-rule={it.rule}>
              <span class="qx-item__pts" data-testid="item-points">{t.points(it.points)}</span>
              <span class="qx-item__body">
                <span class="qx-item__text">{describeItem(it, b.card, lang)}</span>{' '}
                <a class="qx-item__rule" href={`#${it.rule}`}>{QUINCUNX_RULE_NAMES[it.rule][lang]}</a>{' '}
                <button
                  type="button"
                  class="qx-item__show"
                  aria-pressed={focus === i}
                  aria-label={`${t.showItem}: ${describeItem(it, b.card, lang)}`}
                  onClick={() => onFocus(focus === i ? null : i)}
                >
                  {t.showItem}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p class="qx-total" data-testid="total">
        <strong>{t.total}: {t.points(b.points)}</strong> · {t.draws(b.draws)}
        {drawn !== undefined ? t.drawnOf(drawn, b.draws) : ''}
      </p>
    </div>
  );
}
