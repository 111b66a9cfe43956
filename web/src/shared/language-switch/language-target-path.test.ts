import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageTargetPath } from './language-target-path.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('languageTargetPath', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a plain page and its query under the new language', async () => {
    vi.stubGlobal('fetch', vi.fn());
    expect(await languageTargetPath('/nl/container', '?size=20ft', 'de')).toBe('/de/container?size=20ft');
  });

  it('swaps a product slug through the slugs endpoint (products becomes container)', async () => {
    const fetchMock = vi.fn(async () => json({ nl: 'opslagcontainer-6ft', de: 'lagercontainer-6ft', fr: 'conteneur-6ft', en: 'storage-container-6ft' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await languageTargetPath('/nl/products/opslagcontainer-6ft', '', 'de')).toBe('/de/container/lagercontainer-6ft');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/products/opslagcontainer-6ft/slugs');
  });

  it('swaps a blog slug and keeps the old slug when the lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => json({ nl: 'a', de: 'b', fr: 'c', en: 'd' })));
    expect(await languageTargetPath('/nl/blog/a', '', 'fr')).toBe('/fr/blog/c');
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 404, message: 'not found' }, 404)));
    expect(await languageTargetPath('/nl/blog/a', '', 'fr')).toBe('/fr/blog/a');
  });
});
