/**
 * The bid advisor's numbers: before the bid, the chance of making each bid
 * 0–7 under the stated policy; during play, the chance the bid is still made,
 * for the policy and for each choice open now. The numbers come from the
 * engine (src/engine/gongor-whist/advisor.ts), computed in a Web Worker.
 */
import { availableBids, BIDS, type GongorWhistMove, type GongorWhistState } from '../../engine/gongor-whist/engine';
import { decktetCardLabel } from '../../i18n/decktet-cards';
import { GWP } from '../../i18n/gongor-whist-play';
import type { Lang } from '../../i18n/ui';
import { BID_SAMPLES, type Advice } from './advisorClient';
import { moveWords } from './moves';
import { H } from '../shared/Heading';

/** A move as the advisor lists it: a card by its short label, every other move in the game's words. */
export function moveLabel(lang: Lang, m: GongorWhistMove): string {
  return m.type === 'play' ? GWP[lang].playCard(decktetCardLabel(lang, m.card)) : moveWords(lang, m);
}

export function AdvisorPanel({ state, lang, advice}: { state: GongorWhistState; lang: Lang; advice: Advice }) {
  const t = GWP[lang];
  if (state.phase !== 'bid' && state.phase !== 'play' && state.phase !== 'decide') return null;
  const open = availableBids(state);
  // Until the numbers come: working, given up on, or (before the script runs) where they will appear.
  const status = <p class="hint" role="status" data-testid="advisor-status">{advice.busy ? t.advisorComputing : advice.unavailable ? t.advisorUnavailable : t.advisorNoJs}</p>;
  let body;
  if (state.phase === 'bid') {
    const odds = advice.bid?.odds;
    const best = odds ? open.reduce((b, k) => (odds[k]! > odds[b]! ? k : b), open[0] ?? 0) : null;
    // The table's rows stand before the numbers come (a "…" in each), with the status line where the count of
    // hands will be: when the worker answers, half a second after the island wakes, only the numbers appear, and
    // the score sheet, the deal's buttons and the log below no longer jump down by 285 px on a phone. A worker
    // given up on leaves no rows waiting for numbers that will not come: only its sentence.
    const rows = odds !== undefined || !advice.unavailable;
    body = (
      <>
        <p class="hint">{t.advisorIntro}</p>
        {rows && <table class="gw-odds" data-testid={odds ? 'bid-odds' : undefined} aria-busy={odds ? undefined : 'true'}>
          <thead>
            <tr><th scope="col">{t.advisorBid}</th><th scope="col">{t.advisorChance}</th></tr>
          </thead>
          <tbody>
            {BIDS.map((k) => {
              const p = odds?.[k];
              const used = !open.includes(k);
              return (
                <tr class={`${used ? 'gw-odds--used' : ''}${k === best ? ' gw-odds--best' : ''}`} data-bid={k}>
                  <th scope="row">{used ? <s>{k}</s> : k}{used && <span class="sr-only"> ({t.crossedOff})</span>}</th>
                  <td>
                    {p === undefined ? (
                      <span aria-hidden="true">…</span>
                    ) : (
                      <>
                        <span class="gw-bar" ref={(el) => el?.style.setProperty('width', `${Math.round(p * 100)}%`)} aria-hidden="true" />
                        <span data-testid={`odds-${k}`}>{t.pct(p)}</span>
                      </>
                    )}
                    {k === best && <span class="gw-tag"> · {t.advisorBest}</span>}
                    {used && <span class="gw-tag" aria-hidden="true"> · {t.crossedOff}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>}
        {odds ? <p class="hint">{t.advisorSamples(advice.bid!.samples || BID_SAMPLES)}</p> : status}
      </>
    );
  } else {
    const a = advice.play;
    body = a ? (
      <>
        <p>
          {t.stillMade}: <strong data-testid="still-made">{t.pct(a.chance)}</strong> <span class="hint">({t.stillMadePolicy})</span>
        </p>
        <p class="hint">{t.policyWould}: {moveLabel(lang, a.policyMove)}</p>
        <details class="gw-choices">
          <summary>{t.perChoice}</summary>
          <ul>
            {a.options.map((o) => (
              <li>{moveLabel(lang, o.move)}: <strong>{t.pct(o.chance)}</strong></li>
            ))}
          </ul>
        </details>
      </>
    ) : (
      status
    );
  }
  return (
    <div class="gw-advisor" role="group" aria-label={t.advisor} data-testid="advisor">
      <H sub={1}>{t.advisor}</H>
      {body}
      <details class="gw-policy">
        <summary>{t.policyTitle}</summary>
        <p>{t.advisorPolicy}</p>
      </details>
    </div>
  );
}
