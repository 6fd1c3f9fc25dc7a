/**
 * "3 of 8 lessons done", a link to where the reader goes on (the first lesson,
 * the first one not yet solved, or the practice once all are) and a button
 * that clears this game's progress. Reads
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
  // the lessons solved, in teaching order (null until the browser's storage has been read)
  const [solved, setSolved] = useState<readonly string[] | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    if (!isGameId(game)) return;
    const read = () => {
      const done = loadProgress(game).done;
      setSolved(ids.filter((id) => done.includes(id)));
    };
    read();
    return onProgress(game, read);
  }, []);
  // The static page has the same three lines as the hydrated island, so nothing below moves when it hydrates
  // (Lighthouse measured a layout shift of 0.23-0.31 on every lessons page when the count and the button
  // appeared): the count is held hidden until the browser's storage has been read, the button disabled.
  const done = solved === null ? null : solved.length;
  // Where to go on: the first lesson not solved (before the storage is read, and on the static page, the first), the
  // practice once all are.
  const next = ids.findIndex((id) => !(solved ?? []).includes(id));
  const go = next < 0 ? { href: '#practice', text: t.goPractice } : { href: `#${ids[next]}`, text: next === 0 ? t.goFirst : t.goOn(next + 1) };
  return (
    <div class="island learn-progress" data-testid="progress">
      <p aria-live="polite" class={done === null ? 'learn-progress__pending' : undefined}>
        {done === null ? t.progress(0, ids.length) : `${t.progress(done, ids.length)} ${cleared ? t.resetDone : ''}`}
      </p>
      {ids.length > 0 && (
        <a class="learn-progress__go" href={go.href} data-testid="progress-go">
          {go.text}
        </a>
      )}
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
