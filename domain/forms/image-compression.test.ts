import { describe, expect, it } from '@jest/globals';
import { maxWidthForTarget, QUALITY_STEPS, TARGET_IMAGE_KB } from './image-compression.js';

describe('the admin image compression settings', () => {
  it('narrows the image for smaller targets (spec: 1920, 1600 at ≤ 400 KB, 1200 at ≤ 200 KB)', () => {
    expect(maxWidthForTarget(TARGET_IMAGE_KB)).toBe(1920);
    expect(maxWidthForTarget(401)).toBe(1920);
    expect(maxWidthForTarget(400)).toBe(1600);
    expect(maxWidthForTarget(201)).toBe(1600);
    expect(maxWidthForTarget(200)).toBe(1200);
  });

  it('tries qualities from 0.9 down by 0.1 to 0.3', () => {
    expect(QUALITY_STEPS).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
  });
});
