/**
 * The controls of a seeded game island: "New deal" (a random seed), "Take
 * back", "Restart", and folded into one line the seed, with a field and "Deal
 * this shuffle". A seed the reader types is checked here (letters, digits,
 * '-' and '_') before it reaches the engine. Each game island places it after
 * its table, hand and moves.
 */
import { useEffect, useState } from 'preact/hooks';
import { ISLAND } from '../../i18n/islands';
import type { Lang } from '../../i18n/ui';
import { Fold } from './Fold';
import { cleanSeed, randomSeed } from './url';

interface Props {
  lang: Lang;
  /** The seed of the game shown; the field follows it when it changes. */
  seed: string;
  /** Deal a new game with this (valid) seed. */
  onDeal: (seed: string) => void;
  onUndo: () => void;
  /** Moves played so far (undo and restart are disabled without). */
  moves: number;
  /** Report a problem (a bad seed) in the island's notice area. */
  onNotice: (message: string) => void;
}

export function SeedBar({ lang, seed, onDeal, onUndo, moves, onNotice }: Props) {
  const u = ISLAND[lang];
  const [input, setInput] = useState(seed);
  useEffect(() => setInput(seed), [seed]);
  // The game islands put this bar after the play area (a newcomer's first screen is the table and the hand,
  // not the deal's housekeeping). The buttons first; the shuffle's name folds into one line, opened to deal a
  // shuffle by name.
  return (
    <div class="seed-bar">
      <button type="button" onClick={() => onDeal(randomSeed())}>{u.newDeal}</button>
      <button type="button" data-testid="undo" onClick={onUndo} disabled={moves === 0}>{u.undo}</button>
      <button type="button" onClick={() => onDeal(seed)} disabled={moves === 0}>{u.restart}</button>
      <Fold class="seed-bar__seed" testid="seed-fold" summary={u.seedSummary(seed)}>
        {() => (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const s = cleanSeed(input);
              if (s) onDeal(s);
              else onNotice(u.badSeed);
            }}
          >
            <label>
              {u.seed} <input value={input} onInput={(e) => setInput((e.currentTarget as HTMLInputElement).value)} size={12} autocomplete="off" spellcheck={false} />
            </label>{' '}
            <button type="submit">{u.dealSeed}</button>
          </form>
        )}
      </Fold>
    </div>
  );
}
