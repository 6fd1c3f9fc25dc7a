/** The Conquian game island's plain parts: moves named in words, the moves a selection offers, the seats in the link. */
import { describe, expect, it } from 'vitest';
import { CONQUIAN, fromPosition, legalMoves, type ConquianState } from '../../src/engine/conquian';
import { cardShort, moveLabel, moveLine, movesForSelection, publicReason } from '../../src/islands/conquian/describe';
import { sayBeside } from '../../src/i18n/reason-text';
import { CONQUIAN_REASONS } from '../../src/i18n/players/conquian';
import { ALL_READER, freshSeats, seatsFromUrl, seatsParam, seatsText } from '../../src/islands/conquian/computer';
import { movedCards } from '../../src/islands/conquian/Board';

const after = (s: ConquianState, ...texts: string[]) =>
  texts.reduce((st, text) => {
    const mv = CONQUIAN.notation.parseMove(text);
    if (!mv.ok) throw new Error(text);
    const r = CONQUIAN.apply(st, mv.value);
    if (!r.ok) throw new Error(`${text}: ${r.violation.code}`);
    return r.state;
  }, s);

describe('conquian island words', () => {
  it('short card names print B and D on the German page', () => {
    expect(cardShort('de', 'Jh')).toBe('♥B');
    expect(cardShort('de', 'Qs')).toBe('♠D');
    expect(cardShort('en', 'Jh')).toBe('♥J');
    expect(cardShort('en', 'Kc')).toBe('♣K');
  });

  it('the default deal opens with 13 one-choice moves, then offers pass or a meld of ♦3 ♥3 with the centre card', () => {
    let s = CONQUIAN.setup(CONQUIAN.defaultOptions, 'regelwerk');
    const lines: string[] = [];
    while (legalMoves(s).length === 1) {
      const m = legalMoves(s)[0]!;
      lines.push(moveLine(s, m, 'de', CONQUIAN.toAct(s)!));
      const r = CONQUIAN.apply(s, m);
      if (!r.ok) throw new Error(r.violation.code);
      s = r.state;
    }
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('Spieler B deckt ♦5 auf.');
    const legal = legalMoves(s);
    expect(movesForSelection(legal, []).map((m) => moveLabel(s, m, 'de'))).toEqual(['Weitergeben']);
    expect(movesForSelection(legal, ['3h', '3d']).map((m) => moveLabel(s, m, 'de'))).toEqual(['Auslegen: ♥3 ♦3 + Mittelkarte']);
    expect(movesForSelection(legal, ['3h', '3d']).map((m) => moveLabel(s, m, 'en'))).toEqual(['Meld: ♥3 ♦3 + centre card']);
    // One hand card alone makes no combination with the centre card: nothing to offer.
    expect(movesForSelection(legal, ['3h'])).toEqual([]);
    // Every offered move is one of the engine's.
    for (const sel of [[], ['3h', '3d'], ['3d']]) for (const m of movesForSelection(legal, sel)) expect(legal).toContainEqual(m);
  });

  it('after a meld, a selected card offers its discard; the forced add is named', () => {
    const king = fromPosition({
      hands: [['Kh', '2c', '5s'], ['Ad', 'As']],
      melds: [[['Qc', 'Qs', 'Qd'], ['4d', '5d', '6d', '7d', 'Jd']], [['3c', '3s', '3h', '3d'], ['6h', '7h', 'Jh', 'Qh']]],
      current: 0, phase: 'discard',
    });
    expect(movesForSelection(legalMoves(king), ['Kh']).map((m) => moveLabel(king, m, 'de'))).toEqual(['Abwerfen: ♥K']);
    expect(movesForSelection(legalMoves(king), ['Kh', '2c'])).toEqual([]);
    const offered = after(king, 'discard Kh');
    expect(legalMoves(offered).map((m) => moveLabel(offered, m, 'de'))).toEqual(['Anlegen erzwingen', 'Nicht erzwingen']);
    const forced = after(offered, 'force');
    expect(legalMoves(forced).map((m) => moveLabel(forced, m, 'de'))).toContain('Mittelkarte anlegen');
    expect(movedCards(king, offered)).toEqual(new Set(['Kh']));
    const laid = after(forced, legalMoves(forced).map(CONQUIAN.notation.formatMove).find((m) => m.startsWith('meld |'))!);
    expect(movedCards(forced, laid)).toEqual(new Set(['Kh']));
  });

  it('seats read and write as a short link field; anything else is refused', () => {
    expect(seatsFromUrl('hb')).toEqual({ kinds: ['h', 'b'], open: false });
    expect(seatsFromUrl('sho')).toEqual({ kinds: ['s', 'h'], open: true });
    for (const bad of ['', 'h', 'hx', 'hbb', 'HB', 'hbO']) expect(seatsFromUrl(bad)).toBeNull();
    for (const ok of ['hb', 'bs', 'hso', 'hho', 'hh']) expect(seatsText(seatsFromUrl(ok)!)).toBe(ok);
    // the other games' letter for the reader is read as Conquian's, and written back as `h`
    expect(seatsFromUrl('yb')).toEqual(seatsFromUrl('hb'));
    expect(seatsText(seatsFromUrl('byo')!)).toBe('bho');
  });

  it('a fresh page seats the reader at the non-dealer against the beginner; the address says only what differs from how it reopens', () => {
    expect(freshSeats(0)).toEqual({ kinds: ['b', 'h'], open: false });
    expect(freshSeats(1)).toEqual({ kinds: ['h', 'b'], open: false });
    const fresh = freshSeats(0);
    // no game in the address yet: a fresh page reopens with the fresh seats, so only other seats are written (both the reader's too)
    expect(seatsParam(fresh, false, fresh)).toBeNull();
    expect(seatsParam(ALL_READER, false, fresh)).toBe('hh');
    expect(seatsParam({ kinds: ['b', 'h'], open: true }, false, fresh)).toBe('bho');
    // beside a game: a game link without seats is the reader's at both seats, so the fresh seats are written
    expect(seatsParam(fresh, true, fresh)).toBe('bh');
    expect(seatsParam(ALL_READER, true, fresh)).toBeNull();
    for (const raw of ['hb', 'bh', 'sso', 'hh']) {
      for (const hasGame of [false, true]) {
        const written = seatsParam(seatsFromUrl(raw)!, hasGame, fresh);
        // what is written reads back as the same seats, and no field reads back as the seats a page opens with
        expect(written === null ? (hasGame ? ALL_READER : fresh) : seatsFromUrl(written)).toEqual(seatsFromUrl(raw));
      }
    }
  });
});

describe("a computer seat's reason, said while its hand is face down", () => {
  const say = (r: Parameters<typeof publicReason>[0], lang: 'de' | 'en' = 'de') => sayBeside(CONQUIAN_REASONS, r, lang);
  it('tells nothing of the hand: not what fits it, not what it could meld, not how many unseen cards would help it', () => {
    const none = { code: 'decline', rule: 'decline-turn', cards: ['Ac'] };
    expect(say(none)).toBe('Sie passt zu nichts auf der Hand.');
    expect(say(publicReason(none))).toBe('Sie hilft nicht genug.');
    expect(say(publicReason(none), 'en')).toBe('it does not help enough.');
    const could = { code: 'decline', rule: 'decline-turn', cards: ['7h'], params: { could: 1 } };
    expect(say(could)).toContain('Auslegen ginge');
    expect(say(publicReason(could))).toBe('Sie hilft nicht genug.');
    const outs = { code: 'discard-least-useful', rule: 'discard', cards: ['Kd'], params: { outs: 2 } };
    expect(say(outs)).toContain('ungesehene');
    expect(say(publicReason(outs))).toBe('die Karte, die am wenigsten helfen kann.');
    expect(say(publicReason(outs), 'en')).toBe('the card least likely to help.');
    // what the table shows is said as before
    const meld = { code: 'meld-centre', rule: 'meld', cards: ['7h', '5h', '6h'] };
    expect(publicReason(meld)).toBe(meld);
  });
});
