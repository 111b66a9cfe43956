/**
 * What a section's style fields may hold: they go into a style attribute of the server's first
 * view and into React styles, so only colours, gradients of colours and lengths, never
 * url(), image(), expression(), var(), a second declaration (`;`), braces, quotes or escapes.
 * docs/security.md, "The sanitising boundary".
 */
const COLOUR = String.raw`(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s/deg-]+\)|[a-z]{3,20})`;
const STOP = String.raw`${COLOUR}(\s+-?[0-9.]+(%|px|rem|em)?){0,2}`;
const DIRECTION = String.raw`(-?[0-9.]+(deg|turn|rad)|to(\s+(top|bottom|left|right)){1,2}|circle|ellipse|(circle|ellipse)?\s*at\s+[a-z0-9%\s.]+)`;
const GRADIENT = String.raw`(repeating-)?(linear|radial)-gradient\(\s*(${DIRECTION}\s*,\s*)?${STOP}(\s*,\s*${STOP})+\s*\)`;
const LENGTH = String.raw`(0|[0-9]{1,4}(\.[0-9]{1,3})?(px|rem|em|vh|vw|%))`;

const whole = (pattern: string): RegExp => new RegExp(`^${pattern}$`, 'i');

export const SECTION_STYLE_PATTERNS = {
  backgroundColor: whole(COLOUR),
  backgroundGradient: whole(GRADIENT),
  paddingTop: whole(LENGTH),
  paddingBottom: whole(LENGTH),
} as const;

export type SectionStyleField = keyof typeof SECTION_STYLE_PATTERNS;

/** Whether a section style value is one the allow-list knows (null and empty mean none). */
export const isSafeSectionStyle = (field: SectionStyleField, value: string): boolean =>
  value.length <= 200 && !/url\(|image\(|expression|var\(|attr\(|[;{}"'\\<>]/i.test(value) && SECTION_STYLE_PATTERNS[field].test(value.trim());
