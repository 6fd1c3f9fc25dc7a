// The public origin comes from REGELWERK_SITE (one place), with a documented default.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, siteFromEnv } from '../../src/lib/site.mjs';

async function configSite(value: string | undefined): Promise<string | undefined> {
  vi.resetModules();
  if (value === undefined) vi.stubEnv('REGELWERK_SITE', undefined as unknown as string);
  else vi.stubEnv('REGELWERK_SITE', value);
  const { default: config } = await import('../../astro.config.mjs');
  return config.site;
}

afterEach(() => vi.unstubAllEnvs());

describe('site origin', () => {
  it('astro.config.mjs takes `site` from REGELWERK_SITE', async () => {
    expect(await configSite('https://rules.example.com')).toBe('https://rules.example.com');
    expect(await configSite('https://rules.example.com/')).toBe('https://rules.example.com');
    expect(await configSite('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('falls back to the documented placeholder', async () => {
    expect(await configSite(undefined)).toBe(DEFAULT_SITE);
    expect(await configSite('')).toBe(DEFAULT_SITE);
    expect(siteFromEnv('  ')).toBe(DEFAULT_SITE);
  });

  it.each(['rules.example.com', 'ftp://rules.example.com', 'https://rules.example.com/de/', 'https://rules.example.com/?x', 'https://u:p@rules.example.com', 'javascript:alert(1)'])(
    'refuses %s with a message naming the variable',
    (bad) => {
      expect(() => siteFromEnv(bad)).toThrow(/REGELWERK_SITE/);
    },
  );
});
