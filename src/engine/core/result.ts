/**
 * The result of applying a move. A bad move is never a throw: it is a
 * violation that names the rule (a rule id, which is also the anchor of the
 * rule's section on the game's page in both languages), a machine code and
 * parameters the page uses to explain it in the reader's language.
 */
export type ParamValue = string | number | boolean | readonly string[] | null;
export type Params = Readonly<Record<string, ParamValue>>;

export interface Violation<R extends string = string, C extends string = string> {
  readonly rule: R;
  readonly code: C;
  readonly params: Params;
}

export type ApplyResult<S, E, R extends string = string, C extends string = string> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation<R, C> };

export function ok<S, E>(state: S, events: readonly E[] = []): { ok: true; state: S; events: readonly E[] } {
  return { ok: true, state, events };
}

export function violation<R extends string, C extends string>(rule: R, code: C, params: Params = {}): { ok: false; violation: Violation<R, C> } {
  return { ok: false, violation: { rule, code, params } };
}

/**
 * Parsing results (notation, URLs): an error names a machine code, the bad
 * token and where it starts. No English sentence: the page says it in its
 * own language from the code.
 */
export type ParseResult<T, C extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ParseError<C> };

export interface ParseError<C extends string = string> {
  readonly code: C;
  /** The offending token as written. */
  readonly token: string;
  /** 0-based character offset of the token in the input. */
  readonly position: number;
}

export function parsed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function parseError<C extends string>(code: C, token: string, position: number): { ok: false; error: ParseError<C> } {
  return { ok: false, error: { code, token, position } };
}
