/**
 * Questions the islands ask about cards that are not (yet) a move: do these
 * groups form melds, what are they worth, would they make a first meld, and
 * which card should a joker stand for. Every verdict comes from the same code
 * apply uses (checkMeld, apply on a position holding exactly these cards).
 */
import { isJoker, type FrenchCard } from '../cards/french';
import type { Violation } from '../core/result';
import { apply, firstMeldMinimum, fromPosition, meldRules, resolveOptions, type RommeOptions } from './engine';
import { checkMeld, jokerDeclarations, parseMeldCard, physical, type MeldCard, type MeldInfo } from './melds';
import { bestMelds, type SearchResult } from './search';
import type { RommeViolationCode } from './codes';
import type { RommeRuleId } from './rules';

export interface GroupVerdict {
  /** The group as judged: jokers the reader left open carry the engine's declaration. */
  readonly cards: readonly MeldCard[];
  /** True when a joker's card was chosen by the engine. */
  readonly autoDeclared: boolean;
  readonly meld: MeldInfo | null;
  readonly problem: Violation<RommeRuleId, RommeViolationCode> | null;
}

export interface MeldsVerdict {
  readonly groups: readonly GroupVerdict[];
  /** Sum of the valid groups' values. */
  readonly value: number;
  readonly allValid: boolean;
  readonly minimum: number;
  /** The engine's answer to these groups as a first meld from a hand of exactly these cards. */
  readonly firstMeld: { readonly ok: true } | { readonly ok: false; readonly violation: Violation<RommeRuleId, RommeViolationCode> };
  /** The best melds the search finds among all the cards (declarations ignored). */
  readonly best: SearchResult;
}

/** Judge one group: undeclared jokers ("Jk") get the engine's best declaration. */
export function judgeGroup(group: readonly string[], options: Partial<RommeOptions> = {}): GroupVerdict {
  const rules = meldRules(resolveOptions(options));
  const open = group.some((c) => isJoker(c));
  if (open && group.length >= 3) {
    const decl = jokerDeclarations(group, rules);
    if (!decl.length) {
      return { cards: [...group], autoDeclared: false, meld: null, problem: { rule: 'joker', code: 'no-declaration', params: { cards: [...group] } } };
    }
    const r = checkMeld(decl[0]!, rules);
    return { cards: decl[0]!, autoDeclared: true, meld: r.ok ? r.meld : null, problem: r.ok ? null : { rule: r.problem.rule, code: r.problem.code, params: r.problem.params } };
  }
  const r = checkMeld(group, rules);
  return r.ok
    ? { cards: r.meld.cards, autoDeclared: false, meld: r.meld, problem: null }
    : { cards: [...group], autoDeclared: false, meld: null, problem: { rule: r.problem.rule, code: r.problem.code, params: r.problem.params } };
}

/** The checker's verdict on the groups, without the search over all the cards (which the page runs off the main thread). */
export type GroupsVerdict = Omit<MeldsVerdict, 'best'>;

/** Judge several groups as the melds of one first meld: each group, their value and the engine's answer to them as a first meld. */
export function judgeGroups(groups: readonly (readonly string[])[], options: Partial<RommeOptions> = {}): GroupsVerdict {
  const o = resolveOptions(options);
  const verdicts = groups.filter((g) => g.length > 0).map((g) => judgeGroup(g, o));
  const value = verdicts.reduce((s, v) => s + (v.meld?.value ?? 0), 0);
  const allValid = verdicts.length > 0 && verdicts.every((v) => v.meld);
  const cards = verdicts.flatMap((v) => v.cards.map(physical));
  const minimum = firstMeldMinimum(o);
  let firstMeld: MeldsVerdict['firstMeld'] = { ok: false, violation: { rule: 'first-meld', code: 'below-minimum', params: { value, minimum } } };
  if (verdicts.length) {
    // A player holding exactly these cards (and one more to discard), before the first meld, puts them down.
    const spare = ['2c', "2c'", '3d', "3d'"].find((c) => !cards.includes(c))!;
    const state = fromPosition({ options: o, hands: [[...cards, spare], []], phase: 'play' });
    const r = apply(state, { type: 'meld', melds: verdicts.map((v) => v.cards) });
    firstMeld = r.ok ? { ok: true } : { ok: false, violation: r.violation };
  }
  return { groups: verdicts, value, allValid, minimum, firstMeld };
}

/** Judge several groups as the melds of one first meld (the checker's verdict), with the best melds the search finds among all the cards. */
export function judgeMelds(groups: readonly (readonly string[])[], options: Partial<RommeOptions> = {}): MeldsVerdict {
  const best = bestMelds(groups.flat().map((c) => physical(c)), meldRules(resolveOptions(options)));
  return { ...judgeGroups(groups, options), best };
}

/**
 * Ways to declare the open jokers among `cards` so that, laid off onto `meld`,
 * the joined cards are a valid meld (best value first). Natural cards stay as
 * they are; the caller applies each candidate and keeps the first the engine
 * accepts (a joker must also link to a natural card). Empty when none fits.
 */
export function layoffDeclarations(meld: readonly MeldCard[], cards: readonly string[], options: Partial<RommeOptions> = {}): MeldCard[][] {
  if (!cards.some((c) => isJoker(c))) return [[...cards]];
  const rules = meldRules(resolveOptions(options));
  const out: MeldCard[][] = [];
  for (const d of jokerDeclarations([...meld, ...cards], rules)) {
    const added = d.filter((mc) => !meld.includes(mc));
    const mapped = cards.map((c) => (isJoker(c) ? added.find((mc) => physical(mc) === c) : c));
    if (mapped.every((x): x is string => typeof x === 'string')) out.push(mapped);
  }
  return out;
}

/** Declarations for open jokers in a group that will be melded (best value first); null when none fits. */
export function declareForMeld(group: readonly string[], options: Partial<RommeOptions> = {}): MeldCard[] | null {
  if (!group.some((c) => isJoker(c))) return [...group];
  const decl = jokerDeclarations(group, meldRules(resolveOptions(options)));
  return decl[0] ?? null;
}

/** The face a meld card shows ("Jk=7c" → "7c"). */
export function shownFace(mc: MeldCard): string | null {
  return parseMeldCard(mc)?.face ?? null;
}

export type { FrenchCard };
