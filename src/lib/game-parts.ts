/**
 * The pages of one game (issue 16): `rules` is /<lang>/<game>/ with the rule
 * sections of the basic game; `variants` (Quincunx and Rommé, whose rules pages
 * were over the HTML budget) has the rule sections of the variants and
 * background the basic game can do without; the others are /<lang>/<game>/<part>/. The rules page sends a link
 * to an anchor or island that moved to another part on to that part
 * (movedFrom below, src/lib/chrome-client.ts), so published links keep opening
 * the same thing.
 */
export const GAME_PARTS = ['learn', 'rules', 'variants', 'examples', 'play'] as const;
export type GamePart = (typeof GAME_PARTS)[number];

/** The part a page's slug (path after the language, no slashes at the ends) is, with its game; null for other pages. */
export function partOf(slug: string, isGame: (id: string) => boolean): { game: string; part: GamePart } | null {
  const [game, sub, ...rest] = slug.split('/');
  if (!game || !isGame(game) || rest.length) return null;
  if (sub === undefined || sub === '') return { game, part: 'rules' };
  return (GAME_PARTS as readonly string[]).includes(sub) && sub !== 'rules' ? { game, part: sub as GamePart } : null;
}

/**
 * What moved off the rules page (at path `base`, e.g. /de/conquian/): for each part's path that took sections over (variants, examples, play), the anchors and
 * island URL keys it has that the rules page lacks. The lessons are not a part the rules page was split
 * into, so none of theirs is sent on.
 */
export function movedFrom(base: string, rules: readonly string[], parts: Partial<Record<GamePart, readonly string[]>>): Record<string, string[]> {
  const own = new Set(rules);
  const out: Record<string, string[]> = {};
  for (const part of ['variants', 'examples', 'play'] as const) {
    const ids = (parts[part] ?? []).filter((id) => !own.has(id));
    if (ids.length) out[`${base}${part}/`] = [...new Set(ids)];
  }
  return out;
}

/**
 * Rule sections that stand on a game's variants page, not on its rules page
 * (content/<lang>/<game>/variants.mdx; tests/contract/pages.test.ts holds this
 * list to the pages in both languages).
 */
export const VARIANT_RULES: Readonly<Record<string, readonly string[]>> = {
  quincunx: ['excuse', 'pawns', 'flush', 'muggins', 'open-spread', 'solitaire'],
  romme: ['no-layout', 'one-suit', 'multi-take', 'kids'],
};

/** The address of a rule's section: on the game's rules page, or on its variants page for the rules listed above. */
export function ruleHref(lang: string, game: string, rule: string): string {
  return `/${lang}/${game}/${VARIANT_RULES[game]?.includes(rule) ? 'variants/' : ''}#${rule}`;
}
