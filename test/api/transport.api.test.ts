import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CRANE_PERCENT } from '../../domain/transport/transport-price.js';
import { percentOf } from '../../domain/shared/money.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

describe('GET /api/transport/price', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const price = (query: string) => request(testApp.server).get(`/api/transport/price?${query}`);

  it('prices the contract example: BE 1000, truck, 20ft × 3 = double + single = 753', async () => {
    const response = await price('country=BE&postcode=1000&option=truck&size=20ft&quantity=3&lang=en').expect(200);
    expect(response.body).toEqual({ price: 753, currency: 'EUR' });
  });

  it('adds 13% for the crane, rounded once on the truck total', async () => {
    const response = await price('country=BE&postcode=1000&option=truck_with_crane&size=20ft&quantity=3').expect(200);
    expect(response.body.price * 100).toBe(percentOf(75_300, CRANE_PERCENT));
    expect(response.body.price).toBe(850.89);
  });

  it('prices 40ft at the double price per container, and NL postcodes with a space', async () => {
    const forty = await price('country=BE&postcode=1000&option=truck&size=40ft&quantity=2').expect(200);
    expect(forty.body.price).toBe(886);
    const dutch = await price('country=NL&postcode=1011%20ab&option=truck&size=20ft&quantity=1').expect(200);
    expect(dutch.body.price).toBeGreaterThan(0);
  });

  it('charges nothing for self pickup and needs no postcode', async () => {
    const response = await price('option=self_pickup&size=20ft&quantity=5').expect(200);
    expect(response.body).toEqual({ price: 0, currency: 'EUR' });
  });

  it.each([
    ['BE', '100', 'en', 'Belgian postal code must contain 4 digits'],
    ['BE', '10000', 'nl', 'Een Belgische postcode moet uit 4 cijfers bestaan'],
    ['NL', '1011', 'en', 'Dutch postal code must contain 4 digits and 2 letters'],
    ['NL', 'AB1011', 'de', 'Niederländische Postleitzahl muss 4 Ziffern und 2 Buchstaben enthalten'],
    ['DE', '1234', 'en', 'German postal code must contain 5 digits'],
    ['DE', '1234a', 'fr', 'Le code postal allemand doit contenir 5 chiffres'],
  ])('refuses postcode %s "%s" with the %s message naming postcode', async (country, postcode, lang, message) => {
    const response = await price(`country=${country}&postcode=${encodeURIComponent(postcode)}&option=truck&size=20ft&quantity=1&lang=${lang}`).expect(400);
    const body = response.body as ErrorBody;
    expect(body.message).toBe(message);
    expect(body.errors).toEqual([{ field: 'postcode', message }]);
  });

  it('answers 404 with the localized message for a prefix missing from the table', async () => {
    const en = await price('country=DE&postcode=00123&option=truck&size=20ft&quantity=1&lang=en').expect(404);
    expect(en.body.message).toBe('Unable to calculate price for this delivery option');
    const nl = await price('country=DE&postcode=00123&option=truck&size=20ft&quantity=1&lang=nl').expect(404);
    expect(nl.body.message).toBe('De prijs voor deze leveringsoptie kan niet worden berekend');
  });

  it.each([
    ['option', 'country=BE&postcode=1000&option=boat&size=20ft&quantity=1'],
    ['option', 'country=BE&postcode=1000&size=20ft&quantity=1'],
    ['country', 'country=FR&postcode=75001&option=truck&size=20ft&quantity=1'],
    ['country', 'postcode=1000&option=truck&size=20ft&quantity=1'],
    ['quantity', 'country=BE&postcode=1000&option=truck&size=20ft&quantity=0'],
    ['quantity', 'country=BE&postcode=1000&option=truck&size=20ft&quantity=101'],
    ['quantity', 'country=BE&postcode=1000&option=truck&size=20ft&quantity=1.5'],
    ['quantity', 'country=BE&postcode=1000&option=truck&size=20ft&quantity=-1'],
    ['quantity', 'country=BE&postcode=1000&option=truck&size=20ft&quantity=1e9'],
    ['size', 'country=BE&postcode=1000&option=truck&quantity=1'],
    ['postcode', 'country=BE&option=truck&size=20ft&quantity=1'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const response = await price(query).expect(400);
    expect((response.body as ErrorBody).errors?.map((error) => error.field)).toEqual([field]);
  });

  it('refuses unknown query fields', async () => {
    const response = await price('country=BE&postcode=1000&option=truck&size=20ft&quantity=1&price=1').expect(400);
    expect((response.body as ErrorBody).errors?.map((error) => error.field)).toEqual(['price']);
  });
});
