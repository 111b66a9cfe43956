import { describe, expect, it } from '@jest/globals';
import { renderedPageCache, type MadeAnswer } from './rendered-page-cache.js';

const page = (html: string): MadeAnswer => ({ answer: { kind: 'page', status: 200, body: Buffer.from(html) }, keep: true });
const textOf = ({ answer }: { answer: MadeAnswer['answer'] }): string => (answer.kind === 'page' ? answer.body.toString() : answer.location);

/** A cache over one version that the test moves, counting the renders it asks for. */
const cacheUnderTest = (maxAnswers: number, maxBytes = 1_000_000, pageBytes?: (url: string) => number) => {
  let version = 'v1';
  const renders: string[] = [];
  const cache = renderedPageCache([{ current: async () => version }], { maxAnswers, maxBytes });
  const open = async (url: string) =>
    cache.answer(url, async () => {
      renders.push(url);
      const text = `${url} at ${version}`;
      return page(pageBytes === undefined ? text : text.padEnd(pageBytes(url), '.'));
    });
  return { cache, open, renders, moveVersion: (next: string) => (version = next) };
};

describe('the rendered page cache', () => {
  it('renders a URL once while its version holds, and again after the version moves', async () => {
    const { open, renders, moveVersion } = cacheUnderTest(10);
    expect((await open('/nl')).kept).toBe(true);
    const again = await open('/nl');
    expect({ text: textOf(again), kept: again.kept }).toEqual({ text: '/nl at v1', kept: true });
    expect(renders).toEqual(['/nl']);
    moveVersion('v2');
    expect(textOf(await open('/nl'))).toBe('/nl at v2');
    expect(renders).toEqual(['/nl', '/nl']);
  });

  it('tells the fast path the kept answer of a URL at the current version only', async () => {
    const { cache, open, moveVersion } = cacheUnderTest(10);
    expect(await cache.kept('/nl/faq')).toBeUndefined();
    const made = await open('/nl/faq');
    expect(await cache.kept('/nl/faq')).toBe(made.answer);
    expect(await cache.kept('/nl/faq?x=1')).toBeUndefined();
    moveVersion('v2');
    expect(await cache.kept('/nl/faq')).toBeUndefined();
  });

  it('pushes out the least recently used page when full, keeping the ones still asked for (by the fast path too)', async () => {
    const { cache, open, renders } = cacheUnderTest(3);
    await open('/nl');
    await open('/nl/container');
    await open('/nl/faq');
    await cache.kept('/nl'); // sent again by the fast path: now the most recent
    await open('/nl/container?spray=1'); // over the limit: /nl/container, the coldest, goes
    expect(await cache.kept('/nl/container')).toBeUndefined();
    renders.length = 0;
    await open('/nl');
    await open('/nl/faq');
    expect(renders).toEqual([]);
    await open('/nl/container');
    expect(renders).toEqual(['/nl/container']);
  });

  it('keeps pages within the byte budget, letting the least recently used go, and never keeps one larger than the whole budget', async () => {
    const { cache, open, renders } = cacheUnderTest(100, 1_000, (url) => (url === '/nl/huge' ? 1_001 : 400));
    await open('/nl');
    await open('/nl/container');
    await cache.kept('/nl'); // the most recent now
    await open('/nl/faq'); // 1,200 bytes: /nl/container, the coldest, goes
    expect(cache.usage()).toEqual({ entries: 2, bytes: 800 });
    expect(await cache.kept('/nl/container')).toBeUndefined();
    expect((await cache.kept('/nl'))?.kind).toBe('page');
    const huge = await open('/nl/huge');
    expect({ kept: huge.kept, length: huge.answer.kind === 'page' ? huge.answer.body.length : 0 }).toEqual({ kept: false, length: 1_001 });
    expect(cache.usage()).toEqual({ entries: 2, bytes: 800 });
    renders.length = 0;
    await open('/nl');
    await open('/nl/faq');
    await open('/nl/huge');
    expect(renders).toEqual(['/nl/huge']);
  });

  it('keeps no answer made to be thrown away, and shares one render between concurrent first requests', async () => {
    const cache = renderedPageCache([{ current: async () => 'v1' }], { maxAnswers: 10, maxBytes: 1_000_000 });
    let renders = 0;
    const incomplete = async (): Promise<MadeAnswer> => {
      renders += 1;
      return { answer: { kind: 'page', status: 200, body: Buffer.from('loading') }, keep: false };
    };
    const answers = await Promise.all([cache.answer('/nl/blog', incomplete), cache.answer('/nl/blog', incomplete)]);
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.kept)).toEqual([false, false]);
    expect(await cache.kept('/nl/blog')).toBeUndefined();
    await cache.answer('/nl/blog', incomplete);
    expect(renders).toBe(2);
  });

  it('does not keep an answer made while the version moved', async () => {
    let version = 'v1';
    const cache = renderedPageCache([{ current: async () => version }], { maxAnswers: 10, maxBytes: 1_000_000 });
    const first = cache.answer('/nl/rent', async () => {
      version = 'v2';
      await cache.kept('/nl'); // someone reads the new version meanwhile
      return page('rendered with v1 data');
    });
    expect((await first).kept).toBe(false);
    expect(await cache.kept('/nl/rent')).toBeUndefined();
  });
});
