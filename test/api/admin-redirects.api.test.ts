import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the Redirect Manager through the admin API', () => {
  let testApp: TestApp;
  let admin: string;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false, env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
  });
  afterAll(async () => testApp?.close());

  it('refuses anonymous visitors (401) and signed-in customers (403)', async () => {
    await request(testApp.server).get('/api/admin/redirects').expect(401);
    const customer = await customerSession(testApp);
    await request(testApp.server).get('/api/admin/redirects').set('Cookie', customer).expect(403);
  });

  it('adds a rule that the server then serves, and switches it off', async () => {
    const added = await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: 'oude-pagina', newPath: '/nl/container' }).expect(201);
    expect(added.body).toMatchObject({ oldPath: '/oude-pagina', newPath: '/nl/container', statusCode: 301, isActive: true });
    const served = await request(testApp.server).get('/oude-pagina?ref=mail').expect(301);
    expect(served.headers['location']).toBe('/nl/container?ref=mail');
    await request(testApp.server).patch(`/api/admin/redirects/${added.body.id}`).set('Cookie', admin).send({ isActive: false }).expect(200);
    await request(testApp.server).get('/oude-pagina').expect((response) => expect(response.status).not.toBe(301));
  });

  it('refuses a target on another site and a rule that makes a loop', async () => {
    const external = await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: '/a', newPath: 'https://evil.example/' }).expect(400);
    expect(external.body.errors[0].field).toBe('newPath');
    await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: '/loop-a', newPath: '/loop-b', statusCode: 302 }).expect(201);
    await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: '/loop-b', newPath: '/loop-a' }).expect(400);
  });

  it('imports a bulk text all or nothing, reporting skipped lines and bad lines by number', async () => {
    const before = (await request(testApp.server).get('/api/admin/redirects').set('Cookie', admin).expect(200)).body.items.length as number;
    const bad = await request(testApp.server)
      .post('/api/admin/redirects/import')
      .set('Cookie', admin)
      .send({ text: '# comment\n/bulk-1 /nl/blog 301\n/bulk-2 //evil.example 301\n' })
      .expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(['line 3']);
    expect((await request(testApp.server).get('/api/admin/redirects').set('Cookie', admin)).body.items).toHaveLength(before);

    const good = await request(testApp.server)
      .post('/api/admin/redirects/import')
      .set('Cookie', admin)
      .send({ text: '/bulk-1 /nl/blog 301\n/too-short\n/bulk-2 /nl/faq permanent\n/bulk-3 /nl/rent 302\n' })
      .expect(200);
    expect(good.body).toMatchObject({ imported: 3, written: true, skipped: [{ line: 2 }] });
    expect((await request(testApp.server).get('/bulk-3').expect(302)).headers['location']).toBe('/nl/rent');
  });

  it('tests a URL and exports the _redirects file with the fixed modification rules', async () => {
    const test = await request(testApp.server).get('/api/admin/redirects/test?url=http://localhost:3000/bulk-1').set('Cookie', admin).expect(200);
    expect(test.body).toMatchObject({ location: '/nl/blog', statusCode: 301 });
    const none = await request(testApp.server).get('/api/admin/redirects/test?url=/nothing-here&lang=en').set('Cookie', admin).expect(404);
    expect(none.body.message).toBe('No redirect rule matches this URL.');
    const file = await request(testApp.server).get('/api/admin/redirects/export').set('Cookie', admin).expect(200);
    expect(file.text).toContain('/bulk-1 /nl/blog 301');
    expect(file.text).toContain('containermodificatie');
  });
});
