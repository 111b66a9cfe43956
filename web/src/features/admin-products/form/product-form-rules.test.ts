import { describe, expect, it } from 'vitest';
import { checkProductForm, tabOfField } from './product-form-rules.js';
import { EMPTY_PRODUCT_FORM, EMPTY_TRANSLATION, type ProductFormValues } from './product-form-values.js';

const MESSAGES = { required: 'required', invalidSlug: 'slug', invalidNumber: 'number' };

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  prices: { ...EMPTY_PRODUCT_FORM.prices, price: '2450,5', priceRentPerDay: '4' },
  translations: { ...EMPTY_PRODUCT_FORM.translations, nl: { ...EMPTY_TRANSLATION, title: ' Zeecontainer ', slug: 'zeecontainer-20ft', description: 'Nieuw' } },
};

describe('checkProductForm', () => {
  it('turns the form into the API input: euros as numbers, empty optionals as null, only started languages', () => {
    const checked = checkProductForm(valid, MESSAGES);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input).toMatchObject({ price: 2450.5, priceRentPerDay: 4, priceNew: null, dimensionsInside: null, weight: null, palletPlaces: null });
    expect(Object.keys(checked.input.translations)).toEqual(['nl']);
    expect(checked.input.translations.nl).toEqual({ title: 'Zeecontainer', slug: 'zeecontainer-20ft', description: 'Nieuw', descriptionHtml: null, metaTitle: null, metaDescription: null });
  });

  it('requires the Dutch title, description and slug, and the base price', () => {
    const checked = checkProductForm(EMPTY_PRODUCT_FORM, MESSAGES);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ price: 'required', 'translations.nl.title': 'required', 'translations.nl.slug': 'required', 'translations.nl.description': 'required' });
  });

  it('requires the fields of a started language, checks the slug pattern and refuses bad numbers', () => {
    const checked = checkProductForm(
      {
        ...valid,
        prices: { ...valid.prices, priceNew: '12.345' },
        palletPlaces: '1.5',
        translations: { ...valid.translations, de: { ...EMPTY_TRANSLATION, title: 'Seecontainer', slug: 'See Container' } },
      },
      MESSAGES,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ priceNew: 'number', palletPlaces: 'number', 'translations.de.description': 'required', 'translations.de.slug': 'slug' });
  });
});

describe('tabOfField', () => {
  it('names the tab holding a server field', () => {
    expect(tabOfField('translations.de.slug')).toBe('translations');
    expect(tabOfField('weight.gross')).toBe('specifications');
    expect(tabOfField('images.0')).toBe('images');
    expect(tabOfField('price')).toBe('general');
  });
});
