/** The Conquian table as cards: both seats (hand and melds), the centre card, stock and dead pile. */
import { toAct, type ConquianState } from '../../engine/conquian';
import { CardFace } from '../../components/cards/Card';
import { compareForDisplay } from '../../engine/cards/french';
import { CQ } from '../../i18n/conquian';
import type { Lang } from '../../i18n/ui';

function Row({ cards, lang, label }: { cards: readonly string[]; lang: Lang; label: string }) {
  const t = CQ[lang];
  return (
    <div class="cq-row" role="group" aria-label={label}>
      {cards.length ? cards.map((c) => <CardFace code={c} lang={lang} width={44} />) : <span class="cq-empty">{t.none}</span>}
    </div>
  );
}

export function Board({ state, lang }: { state: ConquianState; lang: Lang }) {
  const t = CQ[lang];
  const actor = toAct(state);
  return (
    <div class="cq-board">
      {([1, 0] as const).map((p) => (
        <div class={`cq-seat${actor === p ? ' cq-seat--active' : ''}`} data-seat={p}>
          <h4>
            {t.player(p)}
            {state.options.dealer === p && <span class="cq-badge"> · {t.dealer}</span>}
            {actor === p && <span class="cq-badge"> · {t.phases[state.phase]}</span>}
          </h4>
          <div class="cq-line">
            <span class="cq-label" aria-hidden="true">{t.hand}</span>
            <Row cards={[...state.hands[p]].sort(compareForDisplay)} lang={lang} label={`${t.player(p)}: ${t.hand}`} />
          </div>
          <div class="cq-line">
            <span class="cq-label" aria-hidden="true">{t.melds}</span>
            <div class="cq-melds" role="group" aria-label={`${t.player(p)}: ${t.melds}`}>
              {state.melds[p].length ? state.melds[p].map((m) => <Row cards={m} lang={lang} label={t.melds} />) : <span class="cq-empty">{t.none}</span>}
            </div>
          </div>
        </div>
      ))}
      <div class="cq-table">
        <div>
          <strong>{t.centre}:</strong> {state.centre ? <CardFace code={state.centre.card} lang={lang} width={44} /> : t.none}
        </div>
        <div><strong>{t.stock}:</strong> <span data-testid="stock-count">{state.stock.length}</span></div>
        <div><strong>{t.dead}:</strong> {state.dead.length}</div>
      </div>
      {state.result && (
        <p class="cq-result" role="status" data-testid="result">
          {state.result.kind === 'win' ? t.win(t.player(state.result.winner)) : t.draw(state.result.doublesNext)}
        </p>
      )}
    </div>
  );
}
