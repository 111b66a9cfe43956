import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const LANGS = ['nl', 'de', 'fr', 'en'] as const;

const translation = (lang: string, slug: string) => ({
  title: `Testcontainer ${lang.toUpperCase()}`,
  description: `Beschrijving ${lang}`,
  descriptionHtml: `<p>Tekst ${lang}</p>`,
  slug,
  metaTitle: `Meta ${lang}`,
  metaDescription: `Meta description ${lang}`,
});

const productBody = (slugs: Record<(typeof LANGS)[number], string>) => ({
  type: 'High Cube',
  condition: 'new',
  size: '40ft HC',
  price: 4250.5,
  priceNew: 4250.5,
  priceUsedA: 2999.99,
  priceUsedCw: null,
  priceRentPerDay: 12.5,
  leasingPrice: 95,
  askOfferRent: false,
  isAvailable: true,
  stockStatus: 'Low Stock',
  deliveryOptions: { truck: true, truck_with_crane: false, self_pickup: true },
  dimensionsInside: { length: 12.03, width: 2.35, height: 2.69 },
  dimensionsOutside: { length: 12.19, width: 2.44, height: 2.9 },
  weight: { gross: 32500, net: null, tare: 3900 },
  capacityCbm: 76.3,
  palletPlaces: 25,
  translations: Object.fromEntries(LANGS.map((lang) => [lang, translation(lang, slugs[lang])])),
});

/** A 3000×2000 PNG of coarse noise (seeded): about 640 KB, far above the 500 KB target once decoded. */
const noisePng = async (): Promise<Buffer> => {
  let seed = 42;
  const pixels = Buffer.alloc(300 * 200 * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    pixels[index] = (seed >>> 16) & 255;
  }
  return sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } }).resize(3000, 2000, { kernel: 'nearest' }).png().toBuffer();
};

describe('the product editor through the admin API', () => {
  let testApp: TestApp;
  let admin: string;
  let productId: string;
  let imageUrl: string;
  const slugs = { nl: 'test-hc-container', de: 'test-hc-container-de', fr: 'conteneur-test-hc', en: 'test-hc-container-en' };

  beforeAll(async () => {
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
  });
  afterAll(async () => testApp?.close());

  it('refuses a signed-in customer (403) and anonymous visitors (401)', async () => {
    const customer = await customerSession(testApp);
    await request(testApp.server).post('/api/admin/products').set('Cookie', customer).send(productBody(slugs)).expect(403);
    await request(testApp.server).post('/api/admin/uploads/images').set('Cookie', customer).attach('file', Buffer.from('x'), 'a.png').expect(403);
    await request(testApp.server).get('/api/admin/products/00000000-0000-4000-8000-000000000000').expect(401);
  });

  it('compresses a large PNG upload to a JPEG under 500 KB, served from /media with a one-year cache', async () => {
    const png = await noisePng();
    expect(png.length).toBeGreaterThan(500 * 1024);
    const uploaded = await request(testApp.server).post('/api/admin/uploads/images').set('Cookie', admin).attach('file', png, 'big.png').expect(201);
    imageUrl = uploaded.body.url as string;
    expect(imageUrl).toMatch(/^\/media\/products\/\d+-[0-9a-f]+\.jpg$/);
    const served = await request(testApp.server).get(imageUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const body = served.body as Buffer;
    expect(body.length).toBeLessThan(500 * 1024);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1920);
  });

  it('refuses an HTML file named .png and a GIF by their content', async () => {
    const html = await request(testApp.server)
      .post('/api/admin/uploads/images?lang=en')
      .set('Cookie', admin)
      .attach('file', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), { filename: 'evil.png', contentType: 'image/png' })
      .expect(400);
    expect(html.body).toMatchObject({ message: 'File type not supported', errors: [{ field: 'file', message: 'File type not supported' }] });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const refused = await request(testApp.server).post('/api/admin/uploads/images?lang=en').set('Cookie', admin).attach('file', gif, 'pixel.gif').expect(400);
    expect(refused.body.message).toBe('File type not supported');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000 * 1024)]);
    const tooLarge = await request(testApp.server).post('/api/admin/uploads/images?lang=en').set('Cookie', admin).attach('file', huge, 'huge.jpg').expect(400);
    expect(tooLarge.body.errors).toEqual([{ field: 'file', message: 'File too large. Maximum size: 5000KB' }]);
  });

  it('creates a product in four languages with an image, readable through the public API in each', async () => {
    const created = await request(testApp.server).post('/api/admin/products').set('Cookie', admin).send(productBody(slugs)).expect(201);
    productId = created.body.id as string;
    expect(created.body).toMatchObject({ price: 4250.5, priceUsedA: 2999.99, priceUsedCw: null, stockStatus: 'Low Stock', palletPlaces: 25, capacityCbm: 76.3 });
    const cents = await testApp.shop.database.dataSource.query(`SELECT price_cents, price_used_a_cents FROM products WHERE id = $1`, [productId]);
    expect(cents).toEqual([{ price_cents: 425050, price_used_a_cents: 299999 }]);
    const images = await request(testApp.server).put(`/api/admin/products/${productId}/images`).set('Cookie', admin).send({ images: [imageUrl, '/media/demo/second.jpg'] }).expect(200);
    expect(images.body.images.map((image: { sortOrder: number }) => image.sortOrder)).toEqual([0, 1]);

    for (const lang of LANGS) {
      const list = await request(testApp.server).get(`/api/products?lang=${lang}`).expect(200);
      const item = (list.body.items as { id: string; slug: string; title: string; imageUrl: string | null }[]).find((candidate) => candidate.id === productId);
      expect(item).toMatchObject({ slug: slugs[lang], title: `Testcontainer ${lang.toUpperCase()}`, imageUrl });
      const detail = await request(testApp.server).get(`/api/products/${slugs[lang]}?lang=${lang}`).expect(200);
      expect(detail.body).toMatchObject({ id: productId, title: `Testcontainer ${lang.toUpperCase()}`, description: `Beschrijving ${lang}`, descriptionHtml: `<p>Tekst ${lang}</p>` });
      expect(detail.body.images.map((image: { imageUrl: string }) => image.imageUrl)).toEqual([imageUrl, '/media/demo/second.jpg']);
    }
  });

  it('reads everything back for the editor and renumbers images after a move and a removal', async () => {
    await request(testApp.server).put(`/api/admin/products/${productId}/images`).set('Cookie', admin).send({ images: ['/media/demo/second.jpg'] }).expect(200);
    const product = await request(testApp.server).get(`/api/admin/products/${productId}`).set('Cookie', admin).expect(200);
    expect(Object.keys(product.body.translations).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(product.body.translations.fr).toMatchObject({ slug: slugs.fr, metaTitle: 'Meta fr', metaDescription: 'Meta description fr' });
    expect(product.body.images).toMatchObject([{ imageUrl: '/media/demo/second.jpg', sortOrder: 0 }]);
    expect(product.body.deliveryOptions).toEqual({ truck: true, truck_with_crane: false, self_pickup: true });
  });

  it('answers 409 naming the field when a slug is taken in a language, and 400 without Dutch', async () => {
    const taken = await request(testApp.server)
      .post('/api/admin/products')
      .set('Cookie', admin)
      .send(productBody({ nl: 'another-one', de: slugs.de, fr: 'autre', en: 'another-one-en' }))
      .expect(409);
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: 'translations.de.slug' })]);
    const body = productBody({ nl: 'x', de: 'y', fr: 'z', en: 'w' });
    const withoutDutch = { ...body, translations: { de: translation('de', 'ohne-nl') } };
    const refused = await request(testApp.server).post('/api/admin/products').set('Cookie', admin).send(withoutDutch).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'translations.nl' })]);
  });

  it('sanitises the description HTML: no script, no event handler', async () => {
    const body = productBody(slugs);
    const dirty = '<h2 onclick="steal()">Kop</h2><script>alert(1)</script><p>Veilig <a href="javascript:alert(1)">link</a></p>';
    const saved = await request(testApp.server)
      .put(`/api/admin/products/${productId}`)
      .set('Cookie', admin)
      .send({ ...body, translations: { ...body.translations, nl: { ...translation('nl', slugs.nl), descriptionHtml: dirty } } })
      .expect(200);
    const html = saved.body.translations.nl.descriptionHtml as string;
    expect(html).toContain('<h2>Kop</h2>');
    expect(html).toContain('Veilig');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
    const publicDetail = await request(testApp.server).get(`/api/products/${slugs.nl}?lang=nl`).expect(200);
    expect(publicDetail.body.descriptionHtml).toBe(html);
  });

  it('redirects the old product path with a 301 after a slug change, with no chain for an older rule', async () => {
    await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: '/oude-container-pagina', newPath: `/de/container/${slugs.de}` }).expect(201);
    const body = productBody(slugs);
    const renamed = await request(testApp.server)
      .put(`/api/admin/products/${productId}`)
      .set('Cookie', admin)
      .send({ ...body, translations: { ...body.translations, de: translation('de', 'neuer-hc-container') } })
      .expect(200);
    expect(renamed.body.translations.de.slug).toBe('neuer-hc-container');
    const moved = await request(testApp.server).get(`/de/container/${slugs.de}`).expect(301);
    expect(moved.headers.location).toBe('/de/container/neuer-hc-container');
    const older = await request(testApp.server).get('/oude-container-pagina').expect(301);
    expect(older.headers.location).toBe('/de/container/neuer-hc-container');
    await request(testApp.server).get('/api/products/neuer-hc-container?lang=de').expect(200);
  });

  it('manages condition images, main condition images and condition info (created once)', async () => {
    const added = await request(testApp.server).post(`/api/admin/products/${productId}/condition-images`).set('Cookie', admin).send({ condition: 'used-a', imageUrl: '/media/demo/used.jpg' }).expect(201);
    await request(testApp.server).put(`/api/admin/products/${productId}/main-condition-images/new`).set('Cookie', admin).send({ imageUrl: '/media/demo/a.jpg' }).expect(200);
    const main = await request(testApp.server).put(`/api/admin/products/${productId}/main-condition-images/new`).set('Cookie', admin).send({ imageUrl: '/media/demo/b.jpg' }).expect(200);
    expect(main.body).toMatchObject({ condition: 'new', imageUrl: '/media/demo/b.jpg' });
    const info = { condition: 'new', translations: { nl: { title: 'Nieuw', description: 'Eerste reis', benefits: ['Schoon'], badges: [{ text: 'Top', type: 'success' }] } } };
    const created = await request(testApp.server).post(`/api/admin/products/${productId}/condition-info`).set('Cookie', admin).send(info).expect(201);
    const again = await request(testApp.server).post(`/api/admin/products/${productId}/condition-info?lang=en`).set('Cookie', admin).send(info).expect(409);
    expect(again.body.message).toBe('Failed to create condition info');
    await request(testApp.server)
      .put(`/api/admin/products/${productId}/condition-info/${created.body.id as string}`)
      .set('Cookie', admin)
      .send({ translations: { en: { title: 'New', description: 'One trip', benefits: [], badges: [] } } })
      .expect(200);
    const product = await request(testApp.server).get(`/api/admin/products/${productId}`).set('Cookie', admin).expect(200);
    expect(product.body.mainConditionImages).toEqual([expect.objectContaining({ condition: 'new', imageUrl: '/media/demo/b.jpg' })]);
    expect(product.body.conditionInfo[0].translations).toMatchObject({ nl: { title: 'Nieuw' }, en: { title: 'New' } });
    await request(testApp.server).delete(`/api/admin/products/${productId}/condition-images/${added.body.id as string}`).set('Cookie', admin).expect(204);
    await request(testApp.server).delete(`/api/admin/products/${productId}/main-condition-images/new`).set('Cookie', admin).expect(204);
    const after = await request(testApp.server).get(`/api/admin/products/${productId}`).set('Cookie', admin).expect(200);
    expect(after.body).toMatchObject({ conditionImages: [], mainConditionImages: [] });
  });

  it('deletes a product with its translations: gone from the public list', async () => {
    await request(testApp.server).delete(`/api/admin/products/${productId}`).set('Cookie', admin).expect(204);
    const list = await request(testApp.server).get('/api/products?lang=nl').expect(200);
    expect((list.body.items as { id: string }[]).some((item) => item.id === productId)).toBe(false);
    const rows = await testApp.shop.database.dataSource.query(`SELECT count(*)::int AS n FROM product_translations WHERE product_id = $1`, [productId]);
    expect(rows).toEqual([{ n: 0 }]);
    await request(testApp.server).get(`/api/admin/products/${productId}`).set('Cookie', admin).expect(404);
  });
});
