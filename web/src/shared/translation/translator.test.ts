import { describe, expect, it } from 'vitest';
import { Translator } from './translator.js';

const translatorWith = (onMissingKey: (key: string) => void = () => undefined): Translator => {
  const translator = new Translator('en', onMissingKey);
  translator.addCatalog('en', 'cart', { title: 'Cart', lines_one: '{{count}} line', lines_other: '{{count}} lines', hello: 'Hello {{name}}, {{ name }}!' });
  translator.addCatalog('nl', 'cart', { title: 'Winkelwagen', lines_one: '{{count}} regel', lines_other: '{{count}} regels' });
  translator.addCatalog('fr', 'cart', { lines_one: '{{count}} ligne', lines_other: '{{count}} lignes' });
  return translator;
};

describe('Translator', () => {
  it('reads a file as the first part of the key, in the current language', () => {
    const translator = translatorWith();
    expect(translator.t('cart.title')).toBe('Cart');
    translator.changeLanguage('nl');
    expect(translator.t('cart.title')).toBe('Winkelwagen');
  });

  it('fills every placeholder and leaves one without a value as it is', () => {
    const translator = translatorWith();
    expect(translator.t('cart.hello', { name: 'Ann' })).toBe('Hello Ann, Ann!');
    expect(translator.t('cart.hello')).toBe('Hello {{name}}, {{ name }}!');
  });

  it("picks the plural form of the language's rules", () => {
    const translator = translatorWith();
    expect(translator.t('cart.lines', { count: 1 })).toBe('1 line');
    expect(translator.t('cart.lines', { count: 0 })).toBe('0 lines');
    translator.changeLanguage('fr');
    // French reads 0 as singular.
    expect(translator.t('cart.lines', { count: 0 })).toBe('0 ligne');
  });

  it('answers a missing key with the key and reports it', () => {
    const missing: string[] = [];
    const translator = translatorWith((key) => missing.push(key));
    expect(translator.t('admin.title')).toBe('admin.title');
    expect(missing).toEqual(['admin.title']);
  });

  it('tells its listeners about a new language or new texts, until they leave', () => {
    const translator = translatorWith();
    let heard = 0;
    const leave = translator.subscribe(() => (heard += 1));
    const before = translator.getVersion();
    translator.changeLanguage('de');
    translator.changeLanguage('de');
    translator.addCatalog('de', 'cart', { title: 'Warenkorb' });
    expect(heard).toBe(2);
    expect(translator.getVersion()).toBe(before + 2);
    leave();
    translator.changeLanguage('en');
    expect(heard).toBe(2);
  });

  it('answers a group of texts as an object', () => {
    expect(translatorWith().resource('cart')).toMatchObject({ title: 'Cart' });
  });
});
