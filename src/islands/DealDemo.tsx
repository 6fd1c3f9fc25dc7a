/**
 * Deck page island: shuffle a chosen deck with a seed and deal a hand. It proves
 * hydration and shows that the same seed always deals the same cards.
 */
import { useState } from 'preact/hooks';
import { shuffleWithSeed } from '../engine/core/rng';
import { conquianPack, rommePack } from '../engine/cards/french';
import { basicDecktet } from '../engine/cards/decktet';
import { CardFace } from '../components/cards/Card';
import type { Lang } from '../i18n/ui';
import { Field } from './shared/Field';

const DECKS = { conquian: conquianPack, romme: rommePack, decktet: basicDecktet } as const;
type DeckKey = keyof typeof DECKS;

const T = {
  de: { title: 'Mischen und austeilen', deck: 'Deck', seed: 'Name der Mischung', size: 'Handgröße', deal: 'Austeilen', hand: (n: number, s: string) => `${n} Karten aus der Mischung „${s}“`, decks: { conquian: 'Conquian (40)', romme: 'Rommé (106)', decktet: 'Decktet (36)' }, badSize: 'Die Handgröße muss zwischen 1 und 20 liegen.' },
  en: { title: 'Shuffle and deal', deck: 'Deck', seed: 'Shuffle name', size: 'Hand size', deal: 'Deal', hand: (n: number, s: string) => `${n} cards from the shuffle “${s}”`, decks: { conquian: 'Conquian (40)', romme: 'Rommé (106)', decktet: 'Decktet (36)' }, badSize: 'The hand size must be between 1 and 20.' },
};

export default function DealDemo({ lang }: { lang: Lang }) {
  const t = T[lang];
  const [deck, setDeck] = useState<DeckKey>('conquian');
  const [seed, setSeed] = useState('regelwerk');
  const [size, setSize] = useState('10');
  const [dealt, setDealt] = useState<{ cards: string[]; seed: string } | null>(() => ({ cards: shuffleWithSeed(conquianPack(), 'regelwerk').slice(0, 10), seed: 'regelwerk' }));
  const [error, setError] = useState('');
  const deal = (e: Event) => {
    e.preventDefault();
    const n = Number(size);
    if (!Number.isInteger(n) || n < 1 || n > 20) {
      setError(t.badSize);
      return;
    }
    setError('');
    setDealt({ cards: shuffleWithSeed(DECKS[deck](), seed).slice(0, n), seed });
  };
  return (
    <section class="island deal-demo" aria-labelledby="deal-demo-title">
      <h3 id="deal-demo-title">{t.title}</h3>
      <form onSubmit={deal} class="deal-demo__form" noValidate>
        <label>
          {t.deck}{' '}
          <Field>
            <select value={deck} onChange={(e) => setDeck((e.currentTarget as HTMLSelectElement).value as DeckKey)}>
              {(Object.keys(DECKS) as DeckKey[]).map((k) => <option value={k}>{t.decks[k]}</option>)}
            </select>
          </Field>
        </label>{' '}
        <label>
          {t.seed}{' '}
          <Field>
            <input value={seed} onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value)} size={12} />
          </Field>
        </label>{' '}
        <label>
          {t.size}{' '}
          <Field wait="short">
            <input type="number" min={1} max={20} value={size} onInput={(e) => setSize((e.currentTarget as HTMLInputElement).value)} class="deal-demo__size" />
          </Field>
        </label>{' '}
        <button type="submit">{t.deal}</button>
      </form>
      {error && <p class="error" role="alert">{error}</p>}
      {dealt && (
        <div aria-live="polite">
          <p data-testid="deal-caption">{t.hand(dealt.cards.length, dealt.seed)}</p>
          <div class="card-row__cards" data-testid="dealt-hand">
            {dealt.cards.map((c) => <CardFace code={c} lang={lang} width={52} />)}
          </div>
        </div>
      )}
    </section>
  );
}
