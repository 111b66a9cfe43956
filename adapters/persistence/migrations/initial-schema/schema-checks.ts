/** Column checks shared by the tables of the first schema. */
export const LANGUAGE_CHECK = `CHECK (language IN ('nl', 'de', 'fr', 'en'))`;
export const CONDITION_CHECK = (column = 'condition'): string => `CHECK (${column} IN ('new', 'used-a', 'used-cw', 'rent'))`;
export const CENTS = (column: string, nullable = true): string =>
  `${column} integer ${nullable ? '' : 'NOT NULL '}CHECK (${column} >= 0)`;

