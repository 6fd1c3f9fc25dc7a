/**
 * "3 of 8 lessons done" and a button that clears this game's progress. Reads
 * the browser's storage only after hydration (the static page says nothing
 * about progress: its count is hidden, its button disabled), and follows the
 * lessons on the page as they are solved.
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
  // The static page has the same three lines as the hydrated island, so nothing below moves when it hydrates
  // (Lighthouse measured a layout shift of 0.23-0.31 on every lessons page when the count and the button
  // appeared): the count is held hidden until the browser's storage has been read, the button disabled.
  return (
    <div class="island learn-progress" data-testid="progress">
      <p aria-live="polite" class={done === null ? 'learn-progress__pending' : undefined}>
        {done === null ? t.progress(0, ids.length) : `${t.progress(done, ids.length)} ${cleared ? t.resetDone : ''}`}
      </p>
      <button
        type="button"
        disabled={done === null || (done === 0 && !cleared)}
        onClick={() => {
          if (isGameId(game)) resetProgress(game);
          setCleared(true);
        }}
      >
        {t.reset}
      </button>
      <p class="hint">{t.progressNote}</p>
    </div>
  );
}
