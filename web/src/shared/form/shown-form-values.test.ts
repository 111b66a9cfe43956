import { describe, expect, it } from 'vitest';
import { shownFormValues, withShownText } from './shown-form-values.js';

const formOf = (html: string): HTMLFormElement => {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
};

describe('shownFormValues', () => {
  it("reads each named control as the page shows it now, not as it was rendered", () => {
    const form = formOf(`
      <input name="name" value="">
      <textarea name="message"></textarea>
      <select name="country"><option value="belgium" selected>BE</option><option value="germany">DE</option></select>
      <input type="checkbox" name="billing">
      <input type="radio" name="kind" value="consumer" checked><input type="radio" name="kind" value="business">
      <input name="" value="unnamed">
      <button name="go" value="x">Go</button>`);
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Jonas';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hallo';
    (form.elements.namedItem('country') as HTMLSelectElement).value = 'germany';
    (form.elements.namedItem('billing') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="business"]') as HTMLInputElement).checked = true;
    expect(Object.fromEntries(shownFormValues(form))).toEqual({ name: 'Jonas', message: 'Hallo', country: 'germany', billing: true, kind: 'business' });
  });

  it('leaves out a radio group with nothing chosen', () => {
    expect(shownFormValues(formOf('<input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b">')).has('kind')).toBe(false);
  });
});

describe('withShownText', () => {
  const values = { name: '', email: 'a@b.be', subject: 'Offerte' };

  it('takes the shown text of its own fields where it differs, nothing else', () => {
    const shown = new Map<string, string | boolean>([['name', 'Jonas'], ['email', 'a@b.be'], ['other', 'x'], ['subject', true]]);
    expect(withShownText(values, shown)).toEqual({ name: 'Jonas', email: 'a@b.be', subject: 'Offerte' });
  });

  it('answers the same object when the page shows the values', () => {
    expect(withShownText(values, new Map(Object.entries(values)))).toBe(values);
  });
});
