/**
 * Helpers that keep a game's violation messages complete: the codes its
 * engine can return (read from the source: the second argument of every
 * violation(...) call), and a check that each has a sentence in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Params } from '../../src/engine/core/result';
import type { ViolationMessages } from '../../src/i18n/islands';

/** Every string literal passed as the code (second argument) of violation(...) in a game's engine folder. */
export function violationCodesInSource(gameDir: string): string[] {
  const dir = new URL(`../../src/engine/${gameDir}/`, import.meta.url).pathname;
  const codes = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/\bviolation\(\s*(?:[^,()]|\([^()]*\))+,\s*'([a-z0-9-]+)'/g)) codes.add(m[1]!);
  }
  return [...codes].sort();
}

/** Each code has a non-empty sentence in de and en, also when params are missing or odd. */
export function expectMessagesFor(messages: ViolationMessages, codes: readonly string[], sample: Params = {}): void {
  for (const code of codes) {
    const m = messages[code];
    expect(m, `no message for violation code "${code}"`).toBeDefined();
    for (const lang of ['de', 'en'] as const) {
      for (const params of [sample, {}]) {
        const text = m![lang](params);
        expect(text.length, `${code} (${lang})`).toBeGreaterThan(10);
        expect(text, `${code} (${lang})`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  }
}
