/**
 * The result of applying a move. A bad move is never a throw: it is a
 * violation that names the rule (a rule id, which is also the anchor of the
 * rule's section on the game's page in both languages), a machine code and
 * parameters the page uses to explain it in the reader's language.
 */
export type ParamValue = string | number | boolean | readonly string[] | null;
export type Params = Readonly<Record<string, ParamValue>>;

export interface Violation<R extends string = string> {
  readonly rule: R;
  readonly code: string;
  readonly params: Params;
}

export type ApplyResult<S, E, R extends string = string> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation<R> };

export function ok<S, E>(state: S, events: readonly E[] = []): { ok: true; state: S; events: readonly E[] } {
  return { ok: true, state, events };
}

export function violation<R extends string>(rule: R, code: string, params: Params = {}): { ok: false; violation: Violation<R> } {
  return { ok: false, violation: { rule, code, params } };
}

/** Parsing results (notation, URLs): an error names the bad token and where it starts. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ParseError };

export interface ParseError {
  readonly code: string;
  /** The offending token as written. */
  readonly token: string;
  /** 0-based character offset of the token in the input. */
  readonly position: number;
  readonly message: string;
}

export function parsed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function parseError(code: string, token: string, position: number, message: string): { ok: false; error: ParseError } {
  return { ok: false, error: { code, token, position, message } };
}
