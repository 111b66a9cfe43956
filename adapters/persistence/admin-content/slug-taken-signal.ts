import type { Language } from '../../../domain/shared/language.js';

/** Thrown inside a write transaction to roll it back when a slug is taken; turned into a slug-taken result outside. */
export class SlugTakenSignal extends Error {
  constructor(readonly language: Language | null) {
    super('slug taken');
  }
}

/** The language of the first (language, slug) pair already used by another row, or null. */
export const firstTakenLanguage = (rows: readonly { readonly language: string }[]): string | null => rows[0]?.language ?? null;
