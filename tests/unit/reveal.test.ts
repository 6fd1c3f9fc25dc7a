// reveal (src/islands/shared/reveal.ts): how far the page scrolls to show a tap's answer below the screen's edge.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reveal, revealFrom } from '../../src/islands/shared/reveal';

/** An element at `top` (px from the screen's top), `height` px high. */
const el = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, bottom: top + height, height }) }) as unknown as Element;

let scrolled: { top: number; behavior: string }[] = [];
let reduced = false;
beforeEach(() => {
  scrolled = [];
  reduced = false;
  vi.stubGlobal('window', {
    innerHeight: 740,
    scrollBy: (o: { top: number; behavior: string }) => scrolled.push(o),
    matchMedia: () => ({ matches: reduced }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reveal', () => {
  it('does not move the page when the answer is on the screen', () => {
    reveal(el(600, 100), el(500, 60));
    expect(scrolled).toEqual([]);
  });

  it('scrolls just enough to show the whole answer, 8 px from the foot', () => {
    reveal(el(805, 79), el(672, 68));
    expect(scrolled).toEqual([{ top: 805 + 79 + 8 - 740, behavior: 'smooth' }]);
  });

  it('never scrolls the kept element (the tapped card) off the top: it stops 8 px below it', () => {
    reveal(el(700, 400), el(200, 68));
    expect(scrolled).toEqual([{ top: 192, behavior: 'smooth' }]);
  });

  it('keeps an answer taller than the screen by its top, when nothing else is kept', () => {
    reveal(el(500, 900));
    expect(scrolled).toEqual([{ top: 492, behavior: 'smooth' }]);
  });

  it('does nothing when the kept element is already at the top, or the answer has no box', () => {
    reveal(el(700, 100), el(4, 60));
    reveal(el(900, 0));
    reveal(null);
    expect(scrolled).toEqual([]);
  });

  it('jumps instead of gliding for a reader who asks for reduced motion', () => {
    reduced = true;
    reveal(el(800, 50));
    expect(scrolled).toEqual([{ top: 118, behavior: 'auto' }]);
  });
});

describe('reveal, above the screen', () => {
  it('scrolls back up to an answer above the screen (the page was scrolled past it), 8 px above its top', () => {
    reveal(el(-120, 40), el(300, 60));
    expect(scrolled).toEqual([{ top: -128, behavior: 'smooth' }]);
  });
});

describe('revealFrom: an element with the one above it (Rommé: Draw with the newest computer turn)', () => {
  it('does not move when both are on the screen', () => {
    revealFrom(el(20, 190), el(560, 36));
    expect(scrolled).toEqual([]);
  });

  it('scrolls up to the lead, 8 px above its top, when both fit (Draw stays on the screen)', () => {
    revealFrom(el(-210, 190), el(320, 36));
    expect(scrolled).toEqual([{ top: -218, behavior: 'smooth' }]);
  });

  it('scrolls down to show the element, the lead still on the screen, when both fit', () => {
    revealFrom(el(200, 190), el(800, 36));
    expect(scrolled).toEqual([{ top: 800 + 36 + 8 - 740, behavior: 'smooth' }]);
  });

  it('shows the element at the screen\'s foot when the two do not fit, from above or below', () => {
    revealFrom(el(-600, 190), el(300, 36));
    revealFrom(el(100, 190), el(1000, 36));
    expect(scrolled.map((s) => s.top)).toEqual([300 + 36 + 8 - 740, 1000 + 36 + 8 - 740]);
  });
});
