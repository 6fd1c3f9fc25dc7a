/**
 * The worked Gongor Whist examples' titles and step captions in German and
 * English (page content). The engine keeps each example's position, moves
 * and what the engine must answer (src/engine/gongor-whist/examples.ts);
 * tests/gongor-whist/examples.test.ts holds one caption per step in both
 * languages.
 */
import type { Lang } from '../ui';
import type { ExampleText } from './types';

export const GONGOR_WHIST_EXAMPLE_TEXT: Record<Lang, Record<string, ExampleText>> = {
  de: {
    'source-mountain': {
      title: 'Der Berg sticht den Barden',
      steps: [
        'Der Ursprung trägt keine Sonnen. Weil Berg und Burg Sonnen tragen, muss eine dieser beiden Karten kommen.',
        'Der Berg bedient über seine Sonnen. Sein zweites Zeichen ist der Mond, und Monde sind Trumpf – damit ist die Vier eine Trumpfkarte.',
        'Trumpf gegen Fehlkarte: Der Stich gehört dir, obwohl der Barde als Krone zehn zählt und der Berg nur vier.',
      ],
    },
    'trump-vs-plain': {
      title: 'Trumpf gegen Fehlkarte, in beide Richtungen',
      steps: [
        'Der Diplomat (8, Monde und Sonnen) spielt vor. Der Autor bedient mit seinem Mond und ist wegen des Knotens Trumpf.',
        'Die Zwei gewinnt gegen die Acht: Nur deine Karte ist Trumpf.',
        'Jetzt führt der Maler (3, Sonnen und Knoten) – er ist selbst Trumpf. Du bedienst mit dem Pakt, einer Neun ohne Knoten.',
        'Umgekehrt geht es genauso: Die Karte des Strohmanns ist Trumpf, deine nicht, also verlierst du trotz der höheren Zahl.',
      ],
    },
    'both-trump': {
      title: 'Beide Karten sind Trumpf',
      steps: [
        'Der Büßer (6, Sonnen und Wyrme) führt, Wyrme sind Trumpf. Du legst die Höhle (7, Wellen und Wyrme) dazu.',
        'Treffen zwei Trümpfe aufeinander, entscheidet die Zahl: Sieben schlägt Sechs.',
        'Das Unheil, die Wyrm-Krone, führt. Nur der Soldat trägt einen Wyrm, also muss er kommen.',
        'Wieder zwei Trümpfe, diesmal ist die Krone höher. Der Stich geht an den Strohmann.',
      ],
    },
    'follow-higher-lower': {
      title: 'Bedienen mit höherer und mit niedrigerer Karte',
      steps: [
        'Der Wald (5, Monde und Blätter) führt; Knoten sind Trumpf, aber keine der beiden Karten trägt einen. Die zufällige Begegnung (7) teilt beide Farben.',
        'Ohne Trumpf im Stich gewinnt die höhere Karte, die eine Farbe mit der Vorgabe teilt: Sieben über Fünf.',
        'Die Mühle (8, Wellen und Blätter) führt. Die Reise (3) teilt die Wellen und muss bedienen.',
        'Bedient, aber zu niedrig: Drei gegen Acht verliert.',
      ],
    },
    'cannot-follow': {
      title: 'Nicht bedienen können',
      steps: [
        'Die Dunkelheit (9, Wellen und Wyrme) führt. Du hast weder Wellen noch Wyrme, darfst also jede Karte spielen – hier die Knoten-Krone.',
        'Die Zehn verliert trotzdem: Sie teilt keine Farbe mit der Vorgabe und ist kein Trumpf.',
        'Der Wilde (3, Blätter und Wyrme) führt. Der Wald trägt Blätter und muss bedienen; der Barde darf nicht.',
        'Also der Wald: bedient und höher als die Drei.',
        'Fünf schlägt Drei in der gemeinsamen Farbe Blätter.',
        'Der Berg (4, Monde und Sonnen) führt, und die Sonnen-Krone bleibt übrig.',
        'Beide Karten tragen Sonnen, beide sind Trumpf – die Krone ist höher. Die Hand endet mit zwei Stichen, genau wie geboten.',
      ],
    },
    'twiddle-loses': {
      title: 'Drehen kostet den Stich',
      steps: [
        'Monde sind Trumpf. Der Büßer (6, Sonnen und Wyrme) führt, und der Berg bedient mit seinen Sonnen. Als Mond-Karte würde er jetzt gewinnen.',
        'Du hast null geboten und willst den Stich nicht. Also drehst du: Das nächste Ass ist das Sonnen-Ass, Sonnen sind ab sofort Trumpf.',
        'Ein zweites Mal drehen geht im selben Stich nicht.',
        'Jetzt sind beide Karten Trumpf, und die Vier liegt unter der Sechs: Der Stich geht verloren, genau wie gewünscht.',
      ],
    },
    'twiddle-empty-stack': {
      title: 'Drehen, wenn kein Ass mehr liegt',
      steps: [
        'Alle sechs Asse liegen offen, zuletzt kam das Knoten-Ass. Der Maler (3, Sonnen und Knoten) ist Trumpf; der Pakt bedient mit Sonnen, ist aber keiner.',
        'Der Ass-Stapel ist leer. Wer jetzt dreht, schafft den Trumpf ab – bis zum Ende dieser Hand.',
        'Ohne Trumpf zählt nur das Bedienen: Die Neun teilt die Sonnen mit der Drei und ist höher. Aus dem verlorenen Stich wird ein gewonnener.',
        'Der Soldat (5, Wyrme und Knoten) führt; der Autor bedient mit Knoten.',
        'Noch einmal drehen ändert nichts mehr: Es gibt weder ein Ass noch einen Trumpf.',
        'Zwei gegen Fünf in Knoten: verloren.',
      ],
    },
  },
  en: {
    'source-mountain': {
      title: 'The Mountain beats the Bard',
      steps: [
        'The Origin has no Suns. The Mountain and the Castle both carry Suns, so one of those two has to be played.',
        'The Mountain follows through its Suns. Its other suit is Moons, which is trump, so this four counts as a trump card.',
        'Trump against a plain card: the trick is yours, even though the Bard is a Crown worth ten and the Mountain only four.',
      ],
    },
    'trump-vs-plain': {
      title: 'Trump against a plain card, both ways round',
      steps: [
        'The Diplomat (8, Moons and Suns) leads. The Author follows with its Moons and, thanks to its Knots, is trump.',
        'The two beats the eight: only your card is trump.',
        'Now the Painter (3, Suns and Knots) leads, itself a trump. You follow with the Pact, a nine without Knots.',
        'It works the same way round: the dummy\'s card is trump and yours is not, so you lose despite the higher number.',
      ],
    },
    'both-trump': {
      title: 'Both cards are trump',
      steps: [
        'The Penitent (6, Suns and Wyrms) leads, and Wyrms are trump. You add the Cave (7, Waves and Wyrms).',
        'When two trumps meet, the number decides: seven beats six.',
        'The Calamity, the Crown of Wyrms, leads. Only the Soldier carries Wyrms, so it has to be played.',
        'Two trumps again; this time the Crown ranks higher and the dummy takes the trick.',
      ],
    },
    'follow-higher-lower': {
      title: 'Following with a higher and with a lower card',
      steps: [
        'The Forest (5, Moons and Leaves) leads; Knots are trump, but neither card has any. The Chance Meeting (7) shares both suits.',
        'With no trump in the trick, the higher card that shares a suit with the lead wins: seven over five.',
        'The Mill (8, Waves and Leaves) leads. The Journey (3) shares Waves and must follow.',
        'Followed, but too low: three against eight loses.',
      ],
    },
    'cannot-follow': {
      title: 'Unable to follow',
      steps: [
        'The Darkness (9, Waves and Wyrms) leads. You hold no Waves and no Wyrms, so any card is allowed – here the Crown of Knots.',
        'The ten still loses: it shares no suit with the lead and is not trump.',
        'The Savage (3, Leaves and Wyrms) leads. The Forest carries Leaves and must follow; the Bard may not be played.',
        'So the Forest: it follows and ranks above the three.',
        'Five beats three in the shared suit, Leaves.',
        'The Mountain (4, Moons and Suns) leads, and the Crown of Suns is all that is left.',
        'Both cards carry Suns, both are trump, and the Crown ranks higher. The hand ends with two tricks, exactly the bid.',
      ],
    },
    'twiddle-loses': {
      title: 'A twiddle that costs the trick',
      steps: [
        'Moons are trump. The Penitent (6, Suns and Wyrms) leads and the Mountain follows with its Suns. As a Moons card it would win right now.',
        'You bid zero and do not want the trick, so you twiddle: the next Ace is the Ace of Suns, and Suns are trump from now on.',
        'A second twiddle in the same trick is not allowed.',
        'Now both cards are trump, and four is below six: the trick is lost, just as you wanted.',
      ],
    },
    'twiddle-empty-stack': {
      title: 'Twiddling with the stack empty',
      steps: [
        'All six Aces are face up, the Ace of Knots last. The Painter (3, Suns and Knots) is trump; the Pact follows with Suns but is not.',
        'The Ace stack is empty. Twiddling now abolishes trump for the rest of this hand.',
        'Without trump only following counts: the nine shares Suns with the three and ranks higher. A lost trick has become a won one.',
        'The Soldier (5, Wyrms and Knots) leads; the Author follows with Knots.',
        'Twiddling again changes nothing any more: there is neither an Ace nor a trump left.',
        'Two against five in Knots: lost.',
      ],
    },
  },
};
