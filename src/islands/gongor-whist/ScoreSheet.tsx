/**
 * The score sheet: the numbers 0–7 with the bids used crossed off, and one
 * row per finished hand (bid, tricks, made or missed; points and running
 * score in the points game). All figures are the engine's.
 */
import { BIDS, type GongorWhistState } from '../../engine/gongor-whist/engine';
import { GWP } from '../../i18n/gongor-whist-play';
import type { Lang } from '../../i18n/ui';
import { H } from '../shared/Heading';

export function ScoreSheet({ state, lang }: { state: GongorWhistState; lang: Lang }) {
  const t = GWP[lang];
  const points = state.options.mode === 'points';
  const repeat = points && state.options.pointsModeBidsRepeat;
  let running = 0;
  return (
    <div class="gw-sheet" role="group" aria-label={t.sheet} data-testid="score-sheet">
      <H sub={1}>{t.sheet}</H>
      {!repeat && (
        <p class="gw-numbers">
          <span class="gw-numbers__label">{t.sheetNumbers}</span>
          {BIDS.map((n) => {
            const used = state.usedBids.includes(n);
            return used ? (
              <s class="gw-num gw-num--used" data-num={n} data-used="true">{n}<span class="sr-only"> ({t.crossedOff})</span></s>
            ) : (
              <span class="gw-num" data-num={n} data-used="false">{n}</span>
            );
          })}
        </p>
      )}
      {points && <p>{t.score}: <strong data-testid="score">{state.score}</strong></p>}
      {state.history.length > 0 && (
        <table class="gw-history">
          <caption class="sr-only">{t.handsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sheetHand}</th>
              <th scope="col">{t.sheetBid}</th>
              <th scope="col">{t.sheetTricks}</th>
              <th scope="col">{points ? t.sheetPoints : ''}{points ? '' : <span class="sr-only">{t.sheetMade}</span>}</th>
              {points && <th scope="col">{t.score}</th>}
            </tr>
          </thead>
          <tbody>
            {state.history.map((h) => {
              running += h.points;
              return (
                <tr data-made={h.made ? 'true' : 'false'}>
                  <th scope="row">{t.handLabel(h.half, h.pass)}</th>
                  <td>{h.bid}</td>
                  <td>{h.tricks}</td>
                  <td>{points ? (h.points > 0 ? `+${h.points}` : String(h.points)) : h.made ? `✓ ${t.sheetMade}` : `✗ ${t.sheetMissed}`}</td>
                  {points && <td>{running}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
