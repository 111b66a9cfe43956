/** The admin image upload's compression settings (spec: target 500 KB, max width 1920, quality 0.9 → 0.3). */
export const TARGET_IMAGE_KB = 500;

/** Narrower images for smaller targets: 1920 px, 1600 px at ≤ 400 KB, 1200 px at ≤ 200 KB. */
export const maxWidthForTarget = (targetKb: number): number => (targetKb <= 200 ? 1200 : targetKb <= 400 ? 1600 : 1920);

/** Qualities tried in turn until the image is under the target: 0.9, 0.8, … 0.3 (the last is kept regardless). */
export const QUALITY_STEPS: readonly number[] = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3];
