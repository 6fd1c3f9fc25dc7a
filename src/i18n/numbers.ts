/**
 * Numbers as a language writes them, for the few figures the islands show with decimals or thousands (the Gongor
 * Whist advisor). A module of its own, so only the islands that show such figures load it.
 */

/** How a language writes numbers: its decimal mark and the mark between groups of three digits. */
export interface NumberMarks {
  readonly decimal: string;
  readonly group: string;
}

/**
 * `n` with `digits` decimals as a language writes it (12.5 → "12,5" in German; 10000 → "10.000"), without `Intl`:
 * a browser's first number formatter loads its locale data, 30 ms on a slow phone in the middle of a render
 * (the Gongor Whist advisor's odds, 2 December: 120 ms at 4x CPU slowdown), and these are all the marks we need.
 */
export function numberText(n: number, marks: NumberMarks, digits = 0): string {
  // Rounded half away from zero on the number as written (its shortest decimal form), as Intl does: 0.15 gives
  // "0.2" (toFixed's "0.1" rounds the binary value 0.1499…), 0.44999999999999996 "0.4". Exponent forms (below 1e-6)
  // are past any figure shown here: toFixed's reading is close enough for them. Exact up to 9e15 / 10 ** digits.
  const plain = String(Math.abs(n));
  const [whole, frac = ''] = (/e/.test(plain) ? Math.abs(n).toFixed(digits) : plain).split('.');
  const text = String(+(whole! + frac.slice(0, digits).padEnd(digits, '0')) + +(frac.charAt(digits) >= '5')).padStart(digits + 1, '0');
  const int = text.slice(0, text.length - digits);
  return `${n < 0 && /[1-9]/.test(text) ? '-' : ''}${int.replace(/\B(?=(\d{3})+$)/g, marks.group)}${digits ? marks.decimal + text.slice(-digits) : ''}`;
}
