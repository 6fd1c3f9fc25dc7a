/** The Quincunx score table across rounds: points from plays, Muggins, penalties, totals. */
import { totals, type QuincunxState } from '../../engine/quincunx/engine';
import { QXP } from '../../i18n/quincunx-play';
import type { Lang } from '../../i18n/ui';

export function Scoreboard({ state, lang }: { state: QuincunxState; lang: Lang }) {
  const t = QXP[lang];
  const n = state.options.players;
  const who = (p: number) => (n === 1 ? t.you : t.player(p));
  const total = totals(state);
  return (
    <div class="qx-scoreboard">
      <table data-testid="scoreboard">
        <caption>{t.scoreboard}</caption>
        <thead>
          <tr>
            <th scope="col">{t.roundCol}</th>
            {Array.from({ length: n }, (_, p) => <th scope="col">{who(p)}</th>)}
          </tr>
        </thead>
        <tbody>
          {state.rounds.map((r, i) => (
            <tr>
              <th scope="row">
                {t.round(i + 1)}
                {/* the dealer on a short line of its own ("Geber: B", as the columns are headed "Spieler B"): "Runde 1 (Geber: Spieler B)" took three lines on a phone */}
                {n > 1 && <><br /><span class="hint">{t.dealer}: {t.seatLetter(r.dealer)}</span></>}
              </th>
              {Array.from({ length: n }, (_, p) => {
                const pts = r.points[p] ?? 0;
                const mug = r.muggins[p] ?? 0;
                const pen = r.penalties?.[p];
                const net = pts + mug - (pen ?? 0);
                // how the figure is made, only where Muggins or a penalty make it more than the points from plays
                const detail = mug || pen ? [`${t.plays}: ${t.num(pts)}`, mug ? `${t.mugginsCol}: +${mug}` : '', pen ? `${t.penalties}: −${pen}` : ''].filter(Boolean).join(' · ') : '';
                return (
                  <td>
                    <strong>{t.num(net)}</strong>
                    {detail && <><br /><span class="hint">{detail}</span></>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.totalCol}</th>
            {total.map((v) => <td><strong>{t.num(v)}</strong></td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
