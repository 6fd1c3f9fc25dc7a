/**
 * The bid advisor on its own: a freshly dealt fore hand and its trump, and the
 * chance of making each bid 0–7 when the hand is played by the advisor's
 * stated policy. "Another hand" deals from a new seed (kept in the URL as
 * ?gw-advisor=seed); the same deal can be played out in the game island.
 */
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_OPTIONS, setup } from '../../engine/gongor-whist/engine';
import { GWP } from '../../i18n/gongor-whist-play';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { encodeQueryValue, randomSeed, readParam, writeParam } from '../shared/url';
import { ADVISOR_KEY as KEY, advisorFromUrl } from './gameUrl';
import { AdvisorPanel } from './AdvisorPanel';
import { useAdvice } from './advisorClient';
import { Table } from './Table';
import './gongor-whist.css';
import { H, IslandLevel } from '../shared/Heading';

const DEFAULT_SEED = 'advice';

export default function GongorWhistAdvisor({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = GWP[lang];
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    setHydrated(true);
    const raw = readParam(KEY);
    if (raw === null) return;
    const s = advisorFromUrl(raw);
    if (s) setSeed(s);
    else {
      setNotice(ISLAND[lang].badUrl);
      writeParam(KEY, null);
    }
  }, []);
  const [state, setState] = useState(() => setup(DEFAULT_OPTIONS, DEFAULT_SEED));
  useEffect(() => setState(setup(DEFAULT_OPTIONS, seed)), [seed]);
  const advice = useAdvice(state, hydrated);
  return (
    <IslandLevel hl={hl}>
    <section class="island gw gw-advisor-island" aria-label={t.advisor} data-testid="gongor-advisor">
      <H class="gw-title">{t.advisorTitle}</H>
      {notice && <p class="error" role="alert">{notice}</p>}
      <Table state={state} lang={lang} compact />
      <AdvisorPanel state={state} lang={lang} advice={advice} />
      <p class="gw-controls">
        <button
          type="button"
          onClick={() => {
            const s = randomSeed();
            setNotice('');
            setSeed(s);
            writeParam(KEY, s);
          }}
        >
          {t.anotherHand}
        </button>{' '}
        <a href={`?gw-game=${encodeQueryValue(seed)}#play`} data-testid="play-this">{t.playThisHand}</a>
      </p>
    </section>
    </IslandLevel>
  );
}
