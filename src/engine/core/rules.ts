/**
 * Rule ids are the contract between a game's page and its engine. They are
 * language-neutral slugs, set explicitly, stable forever, and used as the
 * anchor of the rule's section on /de/<game>/ and /en/<game>/. Every violation
 * the engine returns names one of them; tests hold that each id has a section
 * on both pages and that each section's id is registered.
 */
export interface RuleRegistry<Id extends string> {
  readonly game: string;
  readonly ids: readonly Id[];
  has(id: string): id is Id;
}

export function defineRules<const Id extends string>(game: string, ids: readonly Id[]): RuleRegistry<Id> {
  const seen = new Set<string>();
  for (const id of ids) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`rule id "${id}" must be a lower-case slug`);
    if (seen.has(id)) throw new Error(`rule id "${id}" is registered twice for ${game}`);
    seen.add(id);
  }
  return {
    game,
    ids,
    has: (id: string): id is Id => seen.has(id),
  };
}

export type RuleIdOf<R> = R extends RuleRegistry<infer Id> ? Id : never;
