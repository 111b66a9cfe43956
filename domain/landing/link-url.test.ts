import { describe, expect, it } from '@jest/globals';
import { sanitizeLinkUrl } from './link-url.js';

describe('sanitizeLinkUrl', () => {
  it('keeps site paths, anchors, http(s), mailto and tel links', () => {
    expect(sanitizeLinkUrl(' /nl/leasing ')).toBe('/nl/leasing');
    expect(sanitizeLinkUrl('nl/contact')).toBe('/nl/contact');
    expect(sanitizeLinkUrl('#contact')).toBe('#contact');
    expect(sanitizeLinkUrl('https://maps.google.com/?q=Antwerp')).toBe('https://maps.google.com/?q=Antwerp');
    expect(sanitizeLinkUrl('mailto:info@example.be')).toBe('mailto:info@example.be');
    expect(sanitizeLinkUrl('tel:+3231234567')).toBe('tel:+3231234567');
  });

  it('drops script, data and protocol-relative links', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://a b', '', 42]) {
      expect(sanitizeLinkUrl(bad)).toBeNull();
    }
  });
});
