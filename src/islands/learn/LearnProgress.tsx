/**
 * "3 of 8 lessons done" and a button that clears this game's progress. Reads
 * the browser's storage only after hydration (the static page says nothing
 * about progress), and follows the lessons on the page as they are solved.
 */
import { useEffect, useState } from 'preact/hooks';
import { isGameId } from '../../engine/core/game';
import { LEARN } from '../../i18n/learn';
import type { Lang } from '../../i18n/ui';
import { LESSON_IDS } from '../../learn/ids';
import { loadProgress, onProgress, resetProgress } from './progress';
import './learn.css';

export default function LearnProgress({ lang, game }: { lang: Lang; game: string }) {
  const t = LEARN[lang];
  const ids = isGameId(game) ? (LESSON_IDS[game] ?? []) : [];
  const [done, setDone] = useState<number | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    if (!isGameId(game)) return;
    const read = () => setDone(loadProgress(game).done.filter((d) => ids.includes(d)).length);
    read();
    return onProgress(game, read);
  }, []);
  return (
    <div class="island learn-progress" data-testid="progress">
      <p aria-live="polite">{done === null ? t.progressNote : `${t.progress(done, ids.length)} ${cleared ? t.resetDone : ''}`}</p>
      {done !== null && (
        <button
          type="button"
          disabled={done === 0 && !cleared}
          onClick={() => {
            if (isGameId(game)) resetProgress(game);
            setCleared(true);
          }}
        >
          {t.reset}
        </button>
      )}
      {done !== null && <p class="hint">{t.progressNote}</p>}
    </div>
  );
}
