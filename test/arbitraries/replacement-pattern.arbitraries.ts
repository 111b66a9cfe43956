import fc from 'fast-check';

/**
 * Stored text made of the patterns a replacement string knows (`$'`, `` $` ``, `$&`, `$1`, `$$`,
 * `$<name>`) among ordinary characters, the kind a title, a name or a message can hold. A writer
 * that put such text into a template with a replacement string would paste parts of the template.
 */
export const textWithReplacementPatterns: fc.Arbitrary<string> = fc
  .array(fc.constantFrom("$'", '$`', '$&', '$1', '$$', '$<name>', '$', 'Box', ' ', '20ft', 'é', "'", '&', '-'), { minLength: 1, maxLength: 8 })
  .map((parts) => `A${parts.join('')}`);

/** A character no writer treats specially and no template holds, standing in for `$`. */
const DOLLAR_STAND_IN = '\u00a4';

/** The same text with every `$` as the stand-in: what a writer must treat exactly as the text itself. */
export const withoutDollars = (text: string): string => text.split('$').join(DOLLAR_STAND_IN);

/** A writer's output for the stand-in text with its `$` back: equal to its output for the text itself when `$` is an ordinary character to it. */
export const dollarsBack = (output: string): string => output.split(DOLLAR_STAND_IN).join('$');
