import { describe, expect, it } from '@jest/globals';
import { renderedPageCache, type MadeAnswer } from './rendered-page-cache.js';

const page = (html: string): MadeAnswer => ({ answer: { kind: 'page', status: 200, html }, keep: true });

/** A cache over one version that the test moves, counting the renders it asks for. */
const cacheUnderTest = (maxAnswers: number) => {
  let version = 'v1';
  const renders: string[] = [];
  const cache = renderedPageCache([{ current: async () => version }], maxAnswers);
  const open = async (url: string) =>
    cache(url, async () => {
      renders.push(url);
      return page(`${url} at ${version}`);
    });
  return { open, renders, moveVersion: (next: string) => (version = next) };
};

describe('the rendered page cache', () => {
  it('renders a URL once while its version holds, and again after the version moves', async () => {
    const { open, renders, moveVersion } = cacheUnderTest(10);
    await open('/nl');
    await open('/nl');
    expect(renders).toEqual(['/nl']);
    moveVersion('v2');
    expect(await open('/nl')).toEqual({ kind: 'page', status: 200, html: '/nl at v2' });
    expect(renders).toEqual(['/nl', '/nl']);
  });

  it('pushes out the least recently used page when full, keeping the ones still asked for', async () => {
    const { open, renders } = cacheUnderTest(3);
    await open('/nl');
    await open('/nl/container');
    await open('/nl/faq');
    await open('/nl'); // used again: now the most recent
    await open('/nl/container?spray=1'); // over the limit: /nl/container, the coldest, goes
    renders.length = 0;
    await open('/nl');
    await open('/nl/faq');
    expect(renders).toEqual([]);
    await open('/nl/container');
    expect(renders).toEqual(['/nl/container']);
  });

  it('keeps no answer made to be thrown away, and shares one render between concurrent first requests', async () => {
    const cache = renderedPageCache([{ current: async () => 'v1' }], 10);
    let renders = 0;
    const incomplete = async (): Promise<MadeAnswer> => {
      renders += 1;
      return { answer: { kind: 'page', status: 200, html: 'loading' }, keep: false };
    };
    await Promise.all([cache('/nl/blog', incomplete), cache('/nl/blog', incomplete)]);
    expect(renders).toBe(1);
    await cache('/nl/blog', incomplete);
    expect(renders).toBe(2);
  });
});
