import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TITLES: Record<Language, string> = { nl: 'Container kopen', de: 'Container kaufen', fr: 'Acheter un conteneur', en: 'Buying a container' };
const SLUGS: Record<Language, string> = { nl: 'container-kopen', de: 'container-kaufen', fr: 'acheter-un-conteneur', en: 'buying-a-container' };

const blogBody = (slugs: Record<Language, string>, content = '<p>Tekst</p>') => ({
  imageUrl: '/media/blog/cover.jpg',
  imageAlt: 'Container',
  customPublishDate: '2026-03-01T10:00:00.000Z',
  translations: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: TITLES[language], slug: slugs[language], content: `${content}<p>${language}</p>`, metaDescription: `meta ${language}`, keywords: 'a, b, ,c' },
    ]),
  ),
});

describe('admin content API: blog posts, landing pages, FAQ and home sections', () => {
  let testApp: TestApp;
  let admin: string;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false, env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
  });
  afterAll(async () => testApp?.close());

  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    put: (path: string, body: object) => request(testApp.server).put(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => request(testApp.server).delete(path).set('Cookie', cookie),
  });

  it('refuses a signed-in customer (403) and anonymous visitors (401)', async () => {
    const customer = as(await customerSession(testApp));
    await customer.get('/api/admin/blog').expect(403);
    await customer.post('/api/admin/landing-pages', { slug: 'x' }).expect(403);
    await customer.put('/api/admin/faq/order', { ids: [] }).expect(403);
    await customer.get('/api/admin/home-sections').expect(403);
    await request(testApp.server).get('/api/admin/faq').expect(401);
  });

  it('creates a blog post in four languages that visitors then read in each language', async () => {
    const created = await as(admin).post('/api/admin/blog', blogBody(SLUGS)).expect(201);
    expect(created.body.message).toEqual({
      nl: 'Blogbericht succesvol aangemaakt',
      de: 'Blogbeitrag erfolgreich erstellt',
      fr: 'Article de blog créé avec succès',
      en: 'Blog post created successfully',
    });
    expect(created.body.post.translations.map((t: { language: string }) => t.language).sort()).toEqual([...LANGUAGES].sort());
    expect(created.body.post.translations[0].keywords).toEqual(['a', 'b', 'c']);
    for (const language of LANGUAGES) {
      const list = await request(testApp.server).get(`/api/blog?lang=${language}`).expect(200);
      expect(list.body.items.map((item: { slug: string }) => item.slug)).toEqual([SLUGS[language]]);
      const post = await request(testApp.server).get(`/api/blog/${SLUGS[language]}?lang=${language}`).expect(200);
      expect(post.body).toMatchObject({ language, title: TITLES[language], content: `<p>Tekst</p><p>${language}</p>`, metaDescription: `meta ${language}` });
    }
    const all = await as(admin).get('/api/admin/blog').expect(200);
    expect(all.body.items).toHaveLength(1);
    await as(admin).get(`/api/admin/blog/${created.body.post.id}`).expect(200);
  });

  it('refuses a missing title, slug or content with the spec messages, and a bad image URL', async () => {
    const response = await as(admin)
      .post('/api/admin/blog', { imageUrl: 'javascript:alert(1)', translations: { en: { title: ' ', slug: 'ok-slug' }, lang: undefined } })
      .set('Accept-Language', 'en')
      .expect(400);
    const messages = Object.fromEntries(response.body.errors.map((error: { field: string; message: string }) => [error.field, error.message]));
    expect(messages).toEqual({
      imageUrl: 'Image URL must be a URL',
      'translations.en.title': 'Title is required',
      'translations.en.content': 'Content is required',
    });
  });

  it('answers 409 naming the field when a slug is taken in that language, writing nothing', async () => {
    const taken = { ...SLUGS, nl: 'iets-anders', fr: 'autre-chose', en: 'something-else' };
    const response = await as(admin).post('/api/admin/blog', blogBody(taken)).expect(409);
    expect(response.body.errors).toEqual([{ field: 'translations.de.slug', message: expect.any(String) }]);
    expect((await as(admin).get('/api/admin/blog')).body.items).toHaveLength(1);
    await request(testApp.server).get('/api/blog/iets-anders?lang=nl').expect(404);
  });

  it('removes scripts and event handlers from the content', async () => {
    const slugs = { nl: 'veilig', de: 'sicher', fr: 'sur', en: 'safe' };
    const created = await as(admin).post('/api/admin/blog', blogBody(slugs, '<p onclick="steal()">Hallo<script>alert(1)</script></p><a href="javascript:alert(2)">x</a>')).expect(201);
    const content = created.body.post.translations.find((t: { language: string }) => t.language === 'en').content as string;
    expect(content).toBe('<p>Hallo</p><a>x</a><p>en</p>');
    const served = await request(testApp.server).get('/api/blog/safe?lang=en').expect(200);
    expect(served.body.content).not.toMatch(/script|onclick|javascript/);
  });

  it('adds a 301 from the old blog address when a slug changes, retargeting older rules', async () => {
    const posts = (await as(admin).get('/api/admin/blog')).body.items as { id: string; translations: { language: string; slug: string }[] }[];
    const post = posts.find((item) => item.translations.some((t) => t.slug === 'safe'));
    if (post === undefined) throw new Error('post missing');
    await as(admin).post('/api/admin/redirects', { oldPath: '/old-safe', newPath: '/en/blog/safe' }).expect(201);
    const updated = await as(admin).put(`/api/admin/blog/${post.id}`, blogBody({ nl: 'veilig', de: 'sicher', fr: 'sur', en: 'safe-now' })).expect(200);
    expect(updated.body.message.en).toBe('Blog post updated successfully');
    expect((await request(testApp.server).get('/en/blog/safe').expect(301)).headers['location']).toBe('/en/blog/safe-now');
    expect((await request(testApp.server).get('/old-safe').expect(301)).headers['location']).toBe('/en/blog/safe-now');
    await request(testApp.server).get('/api/blog/safe-now?lang=en').expect(200);
    const deleted = await as(admin).delete(`/api/admin/blog/${post.id}`).expect(200);
    expect(deleted.body.message.en).toBe('Blog post deleted');
    await request(testApp.server).get('/api/blog/safe-now?lang=en').expect(404);
  });

  it('creates a footer landing page that shows in the public footer list while published', async () => {
    const missing = await as(admin).post('/api/admin/landing-pages', { visibility: 'footer_subsection' }).set('Accept-Language', 'en').expect(400);
    expect(missing.body.errors).toEqual([{ field: 'slug', message: 'Default Slug is required' }]);
    const created = await as(admin)
      .post('/api/admin/landing-pages', {
        slug: 'container-gids',
        visibility: 'footer_subsection',
        menuSection: 'resources',
        translations: {
          nl: { title: 'Containergids', slug: 'containergids', contentHtml: '<h2>Gids</h2><img src="x" onerror="evil()">', structuredData: '{"@type":"Article"}' },
          en: { title: 'Container guide', slug: 'container-guide' },
        },
      })
      .expect(201);
    expect(created.body.message.en).toBe('Landing page created successfully');
    const page = created.body.page as { id: string; isPublished: boolean; translations: { language: string; contentHtml: string | null; structuredData: unknown }[] };
    expect(page.isPublished).toBe(false);
    const nl = page.translations.find((t) => t.language === 'nl');
    expect(nl?.contentHtml).toBe('<h2>Gids</h2><img src="x" />');
    expect(nl?.structuredData).toEqual({ '@type': 'Article' });
    const footer = async (language: Language) => (await request(testApp.server).get(`/api/landing-pages?placement=footer&lang=${language}`).expect(200)).body.groups;
    expect(await footer('en')).toEqual([]);

    const published = await as(admin).patch(`/api/admin/landing-pages/${page.id}/published`, { isPublished: true }).expect(200);
    expect(published.body.page.isPublished).toBe(true);
    expect(await footer('en')).toEqual([{ menuSection: 'resources', label: 'Resources', pages: [{ slug: 'container-guide', title: 'Container guide' }] }]);
    expect(await footer('nl')).toEqual([{ menuSection: 'resources', label: 'Resources', pages: [{ slug: 'containergids', title: 'Containergids' }] }]);

    const listed = await as(admin).get('/api/admin/landing-pages?visibility=footer&search=GIDS').expect(200);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([page.id]);
    expect((await as(admin).get('/api/admin/landing-pages?visibility=header').expect(200)).body.items).toEqual([]);
    await as(admin).get('/api/admin/landing-pages?visibility=everywhere').expect(400);

    await as(admin).patch(`/api/admin/landing-pages/${page.id}/published`, { isPublished: false }).expect(200);
    expect(await footer('en')).toEqual([]);

    const taken = await as(admin).post('/api/admin/landing-pages', { slug: 'container-gids' }).expect(409);
    expect(taken.body.errors[0].field).toBe('slug');
  });

  it('replaces a landing page\'s sections in order, refusing unknown types and unsafe links', async () => {
    const created = await as(admin).post('/api/admin/landing-pages', { slug: 'met-secties', isPublished: true, translations: { nl: { title: 'Met secties' } } }).expect(201);
    const id = created.body.page.id as string;
    const bad = await as(admin)
      .put(`/api/admin/landing-pages/${id}/sections`, {
        sections: [
          { type: 'marquee', translations: {} },
          { type: 'highlight_boxes', translations: { nl: { highlightBoxes: [{ icon: 'Rocket', title: 'x' }], buttonUrl: 'javascript:alert(1)' } } },
        ],
      })
      .expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(
      ['sections.0.type', 'sections.1.translations.nl.buttonUrl', 'sections.1.translations.nl.highlightBoxes.0.icon'].sort(),
    );
    const replaced = await as(admin)
      .put(`/api/admin/landing-pages/${id}/sections`, {
        sections: [
          { type: 'content_centered', translations: { nl: { title: 'Eerste', contentHtml: '<p>ok</p><script>x()</script>', buttonUrl: 'contact' } } },
          { type: 'highlight_boxes', translations: { nl: { title: 'Tweede', highlightBoxes: [{ icon: 'Ship', title: 'Transport', buttonUrl: '/nl/contact' }] } } },
        ],
      })
      .expect(200);
    const sections = replaced.body.page.sections as { type: string; orderIndex: number; translations: { nl: { title: string; contentHtml: string | null; buttonUrl: string | null } } }[];
    expect(sections.map((section) => [section.type, section.orderIndex, section.translations.nl.title])).toEqual([
      ['content_centered', 1, 'Eerste'],
      ['highlight_boxes', 2, 'Tweede'],
    ]);
    expect(sections[0]?.translations.nl).toMatchObject({ contentHtml: '<p>ok</p>', buttonUrl: '/contact' });
    const shown = await request(testApp.server).get('/api/landing-pages/met-secties?lang=nl').expect(200);
    expect(JSON.stringify(shown.body)).toContain('Tweede');
    const deleted = await as(admin).delete(`/api/admin/landing-pages/${id}`).expect(200);
    expect(deleted.body).toMatchObject({ message: { en: 'Page deleted' }, detail: { en: 'The landing page has been successfully deleted.' } });
    await as(admin).get(`/api/admin/landing-pages/${id}`).expect(404);
  });

  it('gives a landing page section ids of its own: its leasing section beside the home page\'s, kept when the editor saves them back', async () => {
    const homeLeasing = await as(admin).post('/api/admin/home-sections', { id: 'leasing-section', type: 'content_centered', translations: { en: { title: 'Leasing at home' } } }).expect(201);
    const created = await as(admin).post('/api/admin/landing-pages', { slug: 'lease-gids', isPublished: true, translations: { nl: { title: 'Lease gids' } } }).expect(201);
    const id = created.body.page.id as string;
    const sections = [
      { id: 'leasing-section', type: 'content_centered', translations: { nl: { title: 'Leasen' } } },
      { type: 'content_centered', translations: { nl: { title: 'Zonder id' } } },
    ];
    const replaced = await as(admin).put(`/api/admin/landing-pages/${id}/sections`, { sections }).expect(200);
    const saved = replaced.body.page.sections as { id: string; type: string; translations: object }[];
    expect(saved[0]?.id).toBe('leasing-section');
    const shown = await request(testApp.server).get('/api/landing-pages/lease-gids?lang=nl').expect(200);
    expect(JSON.stringify(shown.body)).toContain('"id":"leasing-section"');
    const home = await request(testApp.server).get('/api/content/home?lang=en').expect(200);
    expect(home.body.sections.map((section: { id: string }) => section.id)).toContain('leasing-section');
    const loaded = await as(admin).get(`/api/admin/landing-pages/${id}`).expect(200);
    const again = (loaded.body.sections as { id: string; type: string; translations: object }[]).map(({ id: sectionId, type, translations }) => ({ id: sectionId, type, translations }));
    const resaved = await as(admin).put(`/api/admin/landing-pages/${id}/sections`, { sections: again }).expect(200);
    expect(resaved.body.page.sections.map((section: { id: string }) => section.id)).toEqual(saved.map((section) => section.id));
    const twice = await as(admin).put(`/api/admin/landing-pages/${id}/sections`, { sections: [sections[0], sections[0]] }).expect(400);
    expect(twice.body.errors).toEqual([{ field: 'sections', message: 'Elke sectie-id mag maar één keer voorkomen' }]);
    await as(admin).delete(`/api/admin/landing-pages/${id}`).expect(200);
    await as(admin).delete(`/api/admin/home-sections/${homeLeasing.body.section.id}`).expect(200);
  });

  it('creates and reorders FAQ entries, which the public FAQ then numbers in that order', async () => {
    const ids: string[] = [];
    for (const question of ['First?', 'Second?', 'Third?']) {
      const created = await as(admin).post('/api/admin/faq', { translations: { en: { question, answer: `Answer to ${question}` }, nl: { question: `NL ${question}`, answer: 'Antwoord' } } }).expect(201);
      ids.push(created.body.faq.id);
    }
    const [first, second, third] = ids;
    if (first === undefined || second === undefined || third === undefined) throw new Error('faq ids missing');
    await as(admin).put('/api/admin/faq/order', { ids: [third, first] }).expect(400);
    await as(admin).put('/api/admin/faq/order', { ids: [third, first, second] }).expect(200);
    const faq = await request(testApp.server).get('/api/faq?lang=en').expect(200);
    expect(faq.body.items.map((item: { number: string; question: string }) => [item.number, item.question])).toEqual([
      ['01', 'Third?'],
      ['02', 'First?'],
      ['03', 'Second?'],
    ]);
    await as(admin).put(`/api/admin/faq/${first}`, { translations: { en: { question: 'First, edited?', answer: 'Yes' } } }).expect(200);
    await as(admin).delete(`/api/admin/faq/${third}`).expect(200);
    const after = await request(testApp.server).get('/api/faq?lang=en').expect(200);
    expect(after.body.items.map((item: { number: string; question: string }) => [item.number, item.question])).toEqual([
      ['01', 'First, edited?'],
      ['02', 'Second?'],
    ]);
    const missing = await as(admin).post('/api/admin/faq', { translations: { en: { question: 'Only a question' } } }).set('Accept-Language', 'en').expect(400);
    expect(missing.body.errors).toEqual([{ field: 'translations.en.answer', message: 'Answer is required' }]);
  });

  it('creates home sections that appear on the public home page, in the admin\'s order', async () => {
    const hero = await as(admin).post('/api/admin/home-sections', { type: 'hero_with_image', translations: { en: { title: 'Welcome', imageUrl: 'https://cdn.example.com/hero.jpg' } } }).expect(201);
    const boxes = await as(admin)
      .post('/api/admin/home-sections', { type: 'highlight_boxes', translations: { en: { title: 'Services', highlightBoxes: [{ icon: 'Phone', title: 'Call us', buttonUrl: 'tel:+3231234567' }] } } })
      .expect(201);
    expect(boxes.body.message.en).toBe('Section added successfully');
    const home = async () => ((await request(testApp.server).get('/api/content/home?lang=en').expect(200)).body.sections as { id: string; translation: { title: string } | null }[]).map((section) => section.id);
    expect(await home()).toEqual([hero.body.section.id, boxes.body.section.id]);
    await as(admin).put('/api/admin/home-sections/order', { ids: [boxes.body.section.id, hero.body.section.id] }).expect(200);
    expect(await home()).toEqual([boxes.body.section.id, hero.body.section.id]);
    await as(admin).post('/api/admin/home-sections', { type: 'banner', translations: {} }).expect(400);
    await as(admin).put(`/api/admin/home-sections/${hero.body.section.id}`, { type: 'hero_with_image', translations: { en: { title: 'Hello' } } }).expect(200);
    await as(admin).delete(`/api/admin/home-sections/${boxes.body.section.id}`).expect(200);
    expect(await home()).toEqual([hero.body.section.id]);
  });
});
