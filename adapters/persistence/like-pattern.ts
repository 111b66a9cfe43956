/** `%term%` for ILIKE, with the wildcards and the escape character of the term taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
