import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEMO_COMPANY } from '../shared/company.js';
import { parseSiteSettings, siteSettingsJson } from './site-settings.js';

describe('site settings sent to the page', () => {
  it('come back as sent, whatever the company strings hold, and never close the script element they sit in', () => {
    fc.assert(
      fc.property(fc.constantFrom('live' as const, 'demo' as const), fc.string(), fc.string(), (mode, name, street) => {
        const settings = { mode, company: { ...DEMO_COMPANY, name: `${name}</script><script>`, street } };
        const json = siteSettingsJson(settings);
        expect(json).not.toContain('<');
        expect(parseSiteSettings(JSON.parse(json))).toEqual(settings);
      }),
    );
  });

  it('refuses anything else', () => {
    expect(parseSiteSettings(null)).toBeNull();
    expect(parseSiteSettings({ mode: 'production', company: DEMO_COMPANY })).toBeNull();
    expect(parseSiteSettings({ mode: 'live', company: { ...DEMO_COMPANY, iban: 7 } })).toBeNull();
    expect(parseSiteSettings({ mode: 'live' })).toBeNull();
  });
});
