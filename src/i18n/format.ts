/**
 * The one formatter of the string catalogs (src/i18n/de/*.json, src/i18n/en/*.json):
 * templates with named placeholders, "{n} Karten" + fmt(s, { n }), and counts said
 * in words, { "one": "1 Karte", "other": "{n} Karten" } + plural(forms, n). The
 * TypeScript modules next to the catalogs build the typed tables the islands use
 * from them, and keep as functions only what needs real logic (lists, optional
 * clauses). tests/i18n/catalogs.test.ts holds both languages to the same keys and
 * the same placeholders per key.
 */
import type { Lang } from './ui';

/** Values for a template's placeholders. */
export type Vars = Readonly<Record<string, string | number>>;
/** A count in words: `zero` (when given) for 0, `one` for 1, `other` otherwise; `by` names the counting placeholder (default n). */
export interface Plural {
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
  readonly by?: string;
}
/** A catalog entry: a template, or a count in words. */
export type Text = string | Plural;

/** A sentence with its full stop: one is added only where the text does not end in . ! ? or … already (reasons joined with a rule link). */
export function endSentence(text: string): string {
  const t = text.trimEnd();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** Fills {name} placeholders from vars; a placeholder without a value stays as written. */
export function fmt(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(vars, key) ? String(vars[key]) : whole));
}

/** The form of a count in words (the count is also the placeholder it is `by`), filled from vars. */
export function plural(forms: Plural, n: number, vars: Vars = {}): string {
  const by = forms.by ?? 'n';
  const form = n === 0 && forms.zero !== undefined ? forms.zero : n === 1 ? forms.one : forms.other;
  return fmt(form, { [by]: n, ...vars });
}

/** A catalog entry filled: a template directly, a count in words by its `by` value (0 when absent or not a number). */
export function fill(text: Text, vars: Vars = {}): string {
  if (typeof text === 'string') return fmt(text, vars);
  const n = vars[text.by ?? 'n'];
  return plural(text, typeof n === 'number' ? n : 0, vars);
}

/** The placeholders a catalog entry uses (every form of a count), sorted. */
export function placeholders(text: Text): string[] {
  const forms = typeof text === 'string' ? [text] : [text.zero ?? '', text.one, text.other];
  return [...new Set(forms.flatMap((f) => [...f.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
}

/** One sentence per code, in both languages. */
export type Sentences<Code extends string, Args extends unknown[]> = Readonly<Record<Code, Readonly<Record<Lang, (...args: Args) => string>>>>;

/**
 * A sentence table keyed by code from the two catalogs: each template filled with
 * the values `vars` derives from the arguments (card names, numbers with their
 * fallbacks); `special` gives the few sentences that need logic of their own.
 */
export function sentences<Code extends string, Args extends unknown[]>(
  catalogs: Readonly<Record<Lang, Readonly<Record<string, Text>>>>,
  vars: (lang: Lang, ...args: Args) => Vars,
  special: Partial<Sentences<Code, Args>> = {},
): Sentences<Code, Args> {
  const out: Partial<Record<Code, Readonly<Record<Lang, (...args: Args) => string>>>> = {};
  const line = (lang: Lang, code: string) => (...args: Args) => fill(catalogs[lang][code] ?? code, vars(lang, ...args));
  for (const code of Object.keys(catalogs.en) as Code[]) out[code] = { de: line('de', code), en: line('en', code) };
  Object.assign(out, special);
  return out as Sentences<Code, Args>;
}

/** Compile-time check that a catalog section has a text for each code (give the codes as the type argument). */
export function covers<Code extends string>(section: Readonly<Record<Code, Text>>): Readonly<Record<Code, Text>> {
  return section;
}

/** A function's arguments from its spec: 'p cards' takes two. */
export type Positional<S extends string> = S extends `${string} ${infer B}` ? [string | number, ...Positional<B>] : [string | number];

/**
 * Functions of positional arguments from catalog entries: templated(words, { toAct: 'p', drewHigh: 'p cards' })
 * gives toAct(p) and drewHigh(p, cards), each filling its template (or count in words) with the arguments by name.
 */
export function templated<const S extends Readonly<Record<string, string>>>(
  words: Readonly<Record<keyof S, Text>>,
  spec: S,
): { readonly [K in keyof S]: (...args: Positional<S[K]>) => string } {
  const out: Record<string, (...args: (string | number)[]) => string> = {};
  for (const [key, names] of Object.entries(spec)) {
    const ks = names.split(' ');
    out[key] = (...args) => fill(words[key as keyof S], Object.fromEntries(ks.map((k, i) => [k, args[i] ?? ''])));
  }
  return out as { readonly [K in keyof S]: (...args: Positional<S[K]>) => string };
}

/** Two catalogs' sections (rule headings, variants, a player's sentences) as one table: key → { de, en }. */
export function perKey<K extends string, V = string>(de: Readonly<Record<K, V>>, en: Readonly<Record<K, V>>): Readonly<Record<K, Readonly<Record<Lang, V>>>> {
  return Object.fromEntries(Object.keys(en).map((k) => [k, { de: de[k as K], en: en[k as K] }])) as Record<K, Record<Lang, V>>;
}

/** The page's language in a browser window (its <html lang>); undefined on the server, in Vitest and in workers. */
function pageLang(): Lang | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return lang === 'de' || lang === 'en' ? lang : undefined;
}

/**
 * Both languages' catalogs of a table (issue 16.3: a German page loads German strings only). In a
 * browser window only the page's language is fetched, each language being a chunk of its own, and it
 * stands in for both (islands always use their page's language); on the server and in Vitest both are
 * loaded. A Web Worker gets empty tables at once: it computes moves, never words, and must not wait for
 * a file before it listens (Chromium drops the messages that reach a module worker while a top-level
 * await among its imports waits for more than microtasks; the players' and the advisor's workers import
 * chunks that hold catalogs). The compiler holds the German catalog to the English one's type.
 */
export async function loadCatalogs<T>(de: () => Promise<{ default: T }>, en: () => Promise<{ default: T }>): Promise<Readonly<Record<Lang, T>>> {
  if (typeof document === 'undefined' && 'WorkerGlobalScope' in globalThis) return { de: {} as T, en: {} as T };
  const page = pageLang();
  if (page) {
    const only = (await (page === 'de' ? de() : en())).default;
    return { de: only, en: only };
  }
  const [d, e] = await Promise.all([de(), en()]);
  return { de: d.default, en: e.default };
}
