import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineRules } from '../../src/engine/core/rules';
import { ok, parseError, parsed, violation } from '../../src/engine/core/result';

describe('defineRules', () => {
  it('builds a registry with game, ids and has()', () => {
    const r = defineRules('conquian', ['meld-size', 'discard', 'go-out-2']);
    expect(r.game).toBe('conquian');
    expect(r.ids).toEqual(['meld-size', 'discard', 'go-out-2']);
    expect(r.has('meld-size')).toBe(true);
    expect(r.has('go-out-2')).toBe(true);
    expect(r.has('nope')).toBe(false);
    expect(r.has('')).toBe(false);
    expect(r.has('Meld-size')).toBe(false);
  });

  it('accepts an empty list', () => {
    const r = defineRules('g', []);
    expect(r.ids).toEqual([]);
    expect(r.has('a')).toBe(false);
  });

  it('rejects duplicate ids, naming the id and the game', () => {
    expect(() => defineRules('romme', ['a', 'b', 'a'])).toThrow(/"a".*twice.*romme/);
  });

  it.each(['Meld', 'meld_size', '1meld', '-meld', 'meld size', '', 'mëld', 'meld.size', 'MELD'])(
    'rejects non-slug id %j',
    (id) => {
      expect(() => defineRules('g', [id])).toThrow(/lower-case slug/);
    },
  );

  it.each(['a', 'meld', 'meld-size', 'a1', 'x-1-y', 'a--b'])('accepts slug %j', (id) => {
    expect(defineRules('g', [id]).has(id)).toBe(true);
  });

  const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);

  it('has() is exactly membership for unique slug lists', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug, { maxLength: 20 }), fc.string(), (ids, probe) => {
        const r = defineRules('g', ids);
        for (const id of ids) expect(r.has(id)).toBe(true);
        expect(r.has(probe)).toBe(ids.includes(probe));
      }),
    );
  });

  it('any list with a repeated slug is rejected', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug, { minLength: 1, maxLength: 10 }), fc.nat(), (ids, k) => {
        const dup = ids[k % ids.length]!;
        expect(() => defineRules('g', [...ids, dup])).toThrow(/twice/);
      }),
    );
  });
});

describe('result helpers', () => {
  it('ok / violation / parsed / parseError build the documented shapes', () => {
    expect(ok({ n: 1 })).toEqual({ ok: true, state: { n: 1 }, events: [] });
    expect(ok(1, ['e'])).toEqual({ ok: true, state: 1, events: ['e'] });
    expect(violation('meld-size', 'too-short', { min: 3 })).toEqual({
      ok: false,
      violation: { rule: 'meld-size', code: 'too-short', params: { min: 3 } },
    });
    expect(violation('r', 'c')).toEqual({ ok: false, violation: { rule: 'r', code: 'c', params: {} } });
    expect(parsed([1])).toEqual({ ok: true, value: [1] });
    expect(parseError('bad', 'x', 2)).toEqual({ ok: false, error: { code: 'bad', token: 'x', position: 2 } });
  });
});
