import { describe, expect, it } from '@jest/globals';
import { SAMPLES } from './__tests__/sample-files.js';
import { checkAdminImage, MAX_ADMIN_IMAGE_BYTES } from './admin-image-rules.js';

describe('checkAdminImage', () => {
  it('accepts jpeg, png and webp up to 5000 KB', () => {
    expect(checkAdminImage({ size: MAX_ADMIN_IMAGE_BYTES, bytes: SAMPLES.jpeg })).toMatchObject({ ok: true, value: { kind: 'jpeg' } });
    expect(checkAdminImage({ size: 10, bytes: SAMPLES.png })).toMatchObject({ ok: true, value: { mimeType: 'image/png' } });
    expect(checkAdminImage({ size: 10, bytes: SAMPLES.webp })).toMatchObject({ ok: true, value: { kind: 'webp' } });
  });

  it('answers the spec messages', () => {
    const gif = checkAdminImage({ size: 10, bytes: SAMPLES.gif });
    expect(gif.ok ? null : gif.error.message.en).toBe('File type not supported');
    const big = checkAdminImage({ size: MAX_ADMIN_IMAGE_BYTES + 1, bytes: SAMPLES.jpeg });
    expect(big.ok ? null : big.error.message.en).toBe('File too large. Maximum size: 5000KB');
  });
});
