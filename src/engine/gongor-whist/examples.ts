/**
 * Worked Gongor Whist examples as data: a position, moves in text notation
 * (notation.ts), captions in German and English, and what the engine must
 * answer after each step. tests/gongor-whist/examples.test.ts replays them.
 */
import type { DecktetSuit } from '../cards/decktet';
import type { Caption } from '../core/text';
import type { Phase, Position, TrickReason } from './engine';
import type { GongorWhistRuleId } from './rules';

export type { Caption } from '../core/text';

export interface StepExpectation {
  /** true: the move is legal; otherwise the rule the violation must name. */
  readonly ok: true | GongorWhistRuleId;
  /** The violation's code (when ok is a rule id). */
  readonly code?: string;
  readonly phase?: Phase;
  /** The trump after this step (null = no trump). */
  readonly trump?: DecktetSuit | null;
  /** The trick this step decided: won or lost, and why. */
  readonly trick?: { readonly won: boolean; readonly reason: TrickReason };
  readonly tricksWon?: number;
  /** Face-down Aces left. */
  readonly acesLeft?: number;
  /** The legal moves after this step, in notation (order irrelevant). */
  readonly legal?: readonly string[];
  /** The trick's outcome if it were decided now, with the trump as it stands (decide phase). */
  readonly wouldWin?: boolean;
}

export interface ExampleStep {
  readonly move: string;
  readonly caption: Caption;
  readonly expect: StepExpectation;
}

export interface GongorWhistExample {
  readonly id: string;
  readonly title: Caption;
  readonly position: Position;
  /** Checked before the first move. */
  readonly initial?: Omit<StepExpectation, 'ok' | 'code' | 'trick'>;
  readonly steps: readonly ExampleStep[];
}

export const GONGOR_WHIST_EXAMPLES: readonly GongorWhistExample[] = [
  {
    id: 'source-mountain',
    title: { de: 'Der Berg sticht den Barden', en: 'The Mountain beats the Bard' },
    position: { trump: 'M', hand: ['4MS', '7SK', '2WL', '9LK'], dummy: ['CS', '3MW', '6LK', '8WL'], bid: 2 },
    initial: { phase: 'play', trump: 'M', legal: ['play 4MS', 'play 7SK'] },
    steps: [
      {
        move: 'play 2WL',
        caption: {
          de: 'Der Ursprung trägt keine Sonnen. Weil Berg und Burg Sonnen tragen, muss eine dieser beiden Karten kommen.',
          en: 'The Origin has no Suns. The Mountain and the Castle both carry Suns, so one of those two has to be played.',
        },
        expect: { ok: 'follow', code: 'must-follow' },
      },
      {
        move: 'play 4MS',
        caption: {
          de: 'Der Berg bedient über seine Sonnen. Sein zweites Zeichen ist der Mond, und Monde sind Trumpf – damit ist die Vier eine Trumpfkarte.',
          en: 'The Mountain follows through its Suns. Its other suit is Moons, which is trump, so this four counts as a trump card.',
        },
        expect: { ok: true, phase: 'decide', wouldWin: true, legal: ['resolve', 'twiddle'] },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Trumpf gegen Nicht-Trumpf: Der Stich gehört dir, obwohl der Barde als Krone zehn zählt und der Berg nur vier.',
          en: 'Trump against a plain card: the trick is yours, even though the Bard is a Crown worth ten and the Mountain only four.',
        },
        expect: { ok: true, phase: 'play', trick: { won: true, reason: 'trump-over-plain' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'trump-vs-plain',
    title: { de: 'Trumpf gegen Nicht-Trumpf, in beide Richtungen', en: 'Trump against a plain card, both ways round' },
    position: { trump: 'K', hand: ['2MK', '9MS', '5SW'], dummy: ['8MS', '3SK', 'CL'], bid: 1 },
    initial: { legal: ['play 2MK', 'play 9MS', 'play 5SW'] },
    steps: [
      {
        move: 'play 2MK',
        caption: {
          de: 'Der Diplomat (8, Monde und Sonnen) spielt vor. Der Autor bedient mit seinem Mond und ist wegen des Knotens Trumpf.',
          en: 'The Diplomat (8, Moons and Suns) leads. The Author follows with its Moons and, thanks to its Knots, is trump.',
        },
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Die Zwei gewinnt gegen die Acht: Nur deine Karte ist Trumpf.',
          en: 'The two beats the eight: only your card is trump.',
        },
        expect: { ok: true, trick: { won: true, reason: 'trump-over-plain' }, tricksWon: 1, legal: ['play 9MS', 'play 5SW'] },
      },
      {
        move: 'play 9MS',
        caption: {
          de: 'Jetzt führt der Maler (3, Sonnen und Knoten) – er ist selbst Trumpf. Du bedienst mit dem Pakt, einer Neun ohne Knoten.',
          en: 'Now the Painter (3, Suns and Knots) leads, itself a trump. You follow with the Pact, a nine without Knots.',
        },
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Umgekehrt geht es genauso: Die Karte des Strohmanns ist Trumpf, deine nicht, also verlierst du trotz der höheren Zahl.',
          en: 'It works the same way round: the dummy\'s card is trump and yours is not, so you lose despite the higher number.',
        },
        expect: { ok: true, trick: { won: false, reason: 'dummy-trump' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'both-trump',
    title: { de: 'Beide Karten sind Trumpf', en: 'Both cards are trump' },
    position: { trump: 'Y', hand: ['7WY', '5YK', '2MK'], dummy: ['6SY', 'CY', '4MS'], bid: 1 },
    initial: { legal: ['play 7WY', 'play 5YK'] },
    steps: [
      {
        move: 'play 7WY',
        caption: {
          de: 'Der Büßer (6, Sonnen und Wyrme) führt, Wyrme sind Trumpf. Du legst die Höhle (7, Wellen und Wyrme) dazu.',
          en: 'The Penitent (6, Suns and Wyrms) leads, and Wyrms are trump. You add the Cave (7, Waves and Wyrms).',
        },
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Treffen zwei Trümpfe aufeinander, entscheidet die Zahl: Sieben schlägt Sechs.',
          en: 'When two trumps meet, the number decides: seven beats six.',
        },
        expect: { ok: true, trick: { won: true, reason: 'higher-trump' }, tricksWon: 1, legal: ['play 5YK'] },
      },
      {
        move: 'play 5YK',
        caption: {
          de: 'Das Unheil, die Wyrm-Krone, führt. Nur der Soldat trägt einen Wyrm, also muss er kommen.',
          en: 'The Calamity, the Crown of Wyrms, leads. Only the Soldier carries Wyrms, so it has to be played.',
        },
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Wieder zwei Trümpfe, diesmal ist die Krone höher. Der Stich geht an den Strohmann.',
          en: 'Two trumps again; this time the Crown ranks higher and the dummy takes the trick.',
        },
        expect: { ok: true, trick: { won: false, reason: 'lower-trump' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'follow-higher-lower',
    title: { de: 'Bedienen mit höherer und mit niedrigerer Karte', en: 'Following with a higher and with a lower card' },
    position: { trump: 'K', hand: ['7ML', '3MW', 'CS'], dummy: ['5ML', '8WL', '2SY'], bid: 1 },
    initial: { legal: ['play 7ML', 'play 3MW'] },
    steps: [
      {
        move: 'play 7ML',
        caption: {
          de: 'Der Wald (5, Monde und Blätter) führt; Knoten sind Trumpf, aber keine der beiden Karten trägt einen. Die zufällige Begegnung (7) teilt beide Farben.',
          en: 'The Forest (5, Moons and Leaves) leads; Knots are trump, but neither card has any. The Chance Meeting (7) shares both suits.',
        },
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Ohne Trumpf im Stich gewinnt die höhere Karte, die eine Farbe mit der Vorgabe teilt: Sieben über Fünf.',
          en: 'With no trump in the trick, the higher card that shares a suit with the lead wins: seven over five.',
        },
        expect: { ok: true, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play 3MW'] },
      },
      {
        move: 'play 3MW',
        caption: {
          de: 'Die Mühle (8, Wellen und Blätter) führt. Die Reise (3) teilt die Wellen und muss bedienen.',
          en: 'The Mill (8, Waves and Leaves) leads. The Journey (3) shares Waves and must follow.',
        },
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Bedient, aber zu niedrig: Drei gegen Acht verliert.',
          en: 'Followed, but too low: three against eight loses.',
        },
        expect: { ok: true, trick: { won: false, reason: 'followed-lower' }, tricksWon: 1 },
      },
    ],
  },
  {
    id: 'cannot-follow',
    title: { de: 'Nicht bedienen können', en: 'Unable to follow' },
    position: { trump: 'S', hand: ['CK', '5ML', 'CS'], dummy: ['9WY', '3LY', '4MS'], bid: 2 },
    initial: { legal: ['play CK', 'play 5ML', 'play CS'] },
    steps: [
      {
        move: 'play CK',
        caption: {
          de: 'Die Dunkelheit (9, Wellen und Wyrme) führt. Du hast weder Wellen noch Wyrme, darfst also jede Karte spielen – hier die Knoten-Krone.',
          en: 'The Darkness (9, Waves and Wyrms) leads. You hold no Waves and no Wyrms, so any card is allowed – here the Crown of Knots.',
        },
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Die Zehn verliert trotzdem: Sie teilt keine Farbe mit der Vorgabe und ist kein Trumpf.',
          en: 'The ten still loses: it shares no suit with the lead and is not trump.',
        },
        expect: { ok: true, trick: { won: false, reason: 'no-shared-suit' }, tricksWon: 0, legal: ['play 5ML'] },
      },
      {
        move: 'play CS',
        caption: {
          de: 'Der Wilde (3, Blätter und Wyrme) führt. Der Wald trägt Blätter und muss bedienen; der Barde darf nicht.',
          en: 'The Savage (3, Leaves and Wyrms) leads. The Forest carries Leaves and must follow; the Bard may not be played.',
        },
        expect: { ok: 'follow', code: 'must-follow' },
      },
      {
        move: 'play 5ML',
        caption: {
          de: 'Also der Wald: bedient und höher als die Drei.',
          en: 'So the Forest: it follows and ranks above the three.',
        },
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Fünf schlägt Drei in der gemeinsamen Farbe Blätter.',
          en: 'Five beats three in the shared suit, Leaves.',
        },
        expect: { ok: true, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play CS'] },
      },
      {
        move: 'play CS',
        caption: {
          de: 'Der Berg (4, Monde und Sonnen) führt, und die Sonnen-Krone bleibt übrig.',
          en: 'The Mountain (4, Moons and Suns) leads, and the Crown of Suns is all that is left.',
        },
        expect: { ok: true, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Beide Karten tragen Sonnen, beide sind Trumpf – die Krone ist höher. Die Hand endet mit zwei Stichen, genau wie geboten.',
          en: 'Both cards carry Suns, both are trump, and the Crown ranks higher. The hand ends with two tricks, exactly the bid.',
        },
        expect: { ok: true, trick: { won: true, reason: 'higher-trump' }, tricksWon: 2, phase: 'handEnd', legal: ['next'] },
      },
    ],
  },
  {
    id: 'twiddle-loses',
    title: { de: 'Drehen kostet den Stich', en: 'A twiddle that costs the trick' },
    position: { turned: ['AM'], stack: ['AS', 'AW', 'AL', 'AY', 'AK'], hand: ['4MS', '8WL', '2MK'], dummy: ['6SY', '9LK', 'CW'], bid: 0 },
    initial: { trump: 'M', acesLeft: 5, legal: ['play 4MS'] },
    steps: [
      {
        move: 'play 4MS',
        caption: {
          de: 'Monde sind Trumpf. Der Büßer (6, Sonnen und Wyrme) führt, und der Berg bedient mit seinen Sonnen. Als Mond-Karte würde er jetzt gewinnen.',
          en: 'Moons are trump. The Penitent (6, Suns and Wyrms) leads and the Mountain follows with its Suns. As a Moons card it would win right now.',
        },
        expect: { ok: true, phase: 'decide', wouldWin: true, legal: ['resolve', 'twiddle'] },
      },
      {
        move: 'twiddle',
        caption: {
          de: 'Du hast null geboten und willst den Stich nicht. Also drehst du: Das nächste Ass ist das Sonnen-Ass, Sonnen sind ab sofort Trumpf.',
          en: 'You bid zero and do not want the trick, so you twiddle: the next Ace is the Ace of Suns, and Suns are trump from now on.',
        },
        expect: { ok: true, trump: 'S', acesLeft: 4, wouldWin: false, legal: ['resolve'] },
      },
      {
        move: 'twiddle',
        caption: {
          de: 'Ein zweites Mal drehen geht im selben Stich nicht.',
          en: 'A second twiddle in the same trick is not allowed.',
        },
        expect: { ok: 'twiddle', code: 'once-per-trick' },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Jetzt sind beide Karten Trumpf, und die Vier liegt unter der Sechs: Der Stich geht verloren, genau wie gewünscht.',
          en: 'Now both cards are trump, and four is below six: the trick is lost, just as you wanted.',
        },
        expect: { ok: true, trump: 'S', trick: { won: false, reason: 'lower-trump' }, tricksWon: 0 },
      },
    ],
  },
  {
    id: 'twiddle-empty-stack',
    title: { de: 'Drehen, wenn kein Ass mehr liegt', en: 'Twiddling with the stack empty' },
    position: { turned: ['AM', 'AS', 'AW', 'AL', 'AY', 'AK'], stack: [], hand: ['9MS', '2MK', '4WL'], dummy: ['3SK', '5YK', 'CW'], bid: 1 },
    initial: { trump: 'K', acesLeft: 0, legal: ['play 9MS', 'play 2MK'] },
    steps: [
      {
        move: 'play 9MS',
        caption: {
          de: 'Alle sechs Asse liegen offen, zuletzt kam das Knoten-Ass. Der Maler (3, Sonnen und Knoten) ist Trumpf; der Pakt bedient mit Sonnen, ist aber keiner.',
          en: 'All six Aces are face up, the Ace of Knots last. The Painter (3, Suns and Knots) is trump; the Pact follows with Suns but is not.',
        },
        expect: { ok: true, wouldWin: false },
      },
      {
        move: 'twiddle',
        caption: {
          de: 'Der Ass-Stapel ist leer. Wer jetzt dreht, schafft den Trumpf ab – bis zum Ende dieser Hand.',
          en: 'The Ace stack is empty. Twiddling now abolishes trump for the rest of this hand.',
        },
        expect: { ok: true, trump: null, wouldWin: true },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Ohne Trumpf zählt nur das Bedienen: Die Neun teilt die Sonnen mit der Drei und ist höher. Aus dem verlorenen Stich wird ein gewonnener.',
          en: 'Without trump only following counts: the nine shares Suns with the three and ranks higher. A lost trick has become a won one.',
        },
        expect: { ok: true, trump: null, trick: { won: true, reason: 'followed-higher' }, tricksWon: 1, legal: ['play 2MK'] },
      },
      {
        move: 'play 2MK',
        caption: {
          de: 'Der Soldat (5, Wyrme und Knoten) führt; der Autor bedient mit Knoten.',
          en: 'The Soldier (5, Wyrms and Knots) leads; the Author follows with Knots.',
        },
        expect: { ok: true, legal: ['resolve'] },
      },
      {
        move: 'twiddle',
        caption: {
          de: 'Noch einmal drehen ändert nichts mehr: Es gibt weder ein Ass noch einen Trumpf.',
          en: 'Twiddling again changes nothing any more: there is neither an Ace nor a trump left.',
        },
        expect: { ok: 'twiddle', code: 'nothing-to-turn' },
      },
      {
        move: 'resolve',
        caption: {
          de: 'Zwei gegen Fünf in Knoten: verloren.',
          en: 'Two against five in Knots: lost.',
        },
        expect: { ok: true, trump: null, trick: { won: false, reason: 'followed-lower' }, tricksWon: 1 },
      },
    ],
  },
];
