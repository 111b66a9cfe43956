import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSafeSectionStyle } from './section-style.js';

describe('section style values', () => {
  it('keeps the colours, gradients and lengths the editors and the demo use', () => {
    expect(isSafeSectionStyle('backgroundColor', '#f5f5f5')).toBe(true);
    expect(isSafeSectionStyle('backgroundColor', 'rgba(15, 42, 68, 0.8)')).toBe(true);
    expect(isSafeSectionStyle('backgroundColor', 'white')).toBe(true);
    expect(isSafeSectionStyle('backgroundGradient', 'linear-gradient(135deg, #0f2a44 0%, #1f5aa6 100%)')).toBe(true);
    expect(isSafeSectionStyle('backgroundGradient', 'linear-gradient(to right, #eff6ff, #bfdbfe)')).toBe(true);
    expect(isSafeSectionStyle('backgroundGradient', 'radial-gradient(circle, white 0%, #dbeafe 100%)')).toBe(true);
    expect(isSafeSectionStyle('paddingTop', '4rem')).toBe(true);
    expect(isSafeSectionStyle('paddingBottom', '48px')).toBe(true);
  });

  it.each([
    ['backgroundColor', 'red;background-image:url(https://evil.example/t.png)'],
    ['backgroundColor', 'expression(window.__xss=1)'],
    ['backgroundGradient', 'url(javascript:window.__xss=1)'],
    ['backgroundGradient', 'linear-gradient(red, blue), url(https://evil.example/t.png)'],
    ['backgroundGradient', 'linear-gradient(var(--x), blue)'],
    ['paddingTop', '4rem;position:fixed'],
    ['paddingTop', 'calc(100vh)'],
    ['backgroundColor', '"><script>'],
  ] as const)('refuses %s = %s', (field, value) => {
    expect(isSafeSectionStyle(field, value)).toBe(false);
  });

  it('refuses anything holding a declaration separator, a quote, a brace or url(', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(';', '"', "'", '{', '}', 'url(', '\\', '<'), fc.string({ maxLength: 40 }), (before, bad, after) => {
        expect(isSafeSectionStyle('backgroundGradient', `${before}${bad}${after}`)).toBe(false);
        expect(isSafeSectionStyle('backgroundColor', `${before}${bad}${after}`)).toBe(false);
      }),
    );
  });
});
