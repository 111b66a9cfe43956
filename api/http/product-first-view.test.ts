import { describe, expect, it } from '@jest/globals';
import { productFixture } from '../../domain/catalogue/product-detail.fixture.js';
import { openingImage } from '../../domain/catalogue/product-gallery.js';
import type { ProductDetail } from '../../domain/catalogue/product.js';
import { productFirstView } from './product-first-view.js';

const firstView = (detail: ProductDetail, language: 'nl' | 'de') => productFirstView(detail, language, openingImage(detail));

describe('productFirstView', () => {
  it("paints the title, the badges in the page's language and the opening image the server preloads", () => {
    const html = firstView(
      productFixture({ title: 'Container "20ft" <nieuw>', size: '20ft', condition: 'new', priceNew: 100, isAvailable: true, images: [{ imageUrl: '/media/a.jpg', sortOrder: 1 }] }),
      'de',
    );
    expect(html).toContain('<h1 class="text-2xl font-bold text-slate-900 md:text-3xl">Container &quot;20ft&quot; &lt;nieuw&gt;</h1>');
    expect(html).toMatch(/<img src="\/media\/a\.jpg\?w=1200&amp;format=webp" srcset="[^"]+ 400w, [^"]+" sizes="\(min-width: 1024px\) 50vw, 100vw" alt="Container &quot;20ft&quot; &lt;nieuw&gt;"/);
    expect(html).toContain('>20ft</span>');
    expect(html).toContain('bg-green-100');
    expect(html.startsWith('<div data-first-view')).toBe(true);
  });

  it('leaves out the stock badge of an unavailable product and keeps the image box without an image', () => {
    const html = firstView(productFixture({ isAvailable: false }), 'nl');
    expect(html).not.toContain('bg-green-100');
    expect(html).not.toContain('<img');
    expect(html).toContain('aspect-[4/3]');
  });
});
