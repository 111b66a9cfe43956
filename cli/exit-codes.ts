/** 0 success, 1 validation failure, 2 usage error, 3 database or other runtime failure. */
export const EXIT_CODES = { ok: 0, validation: 1, usage: 2, runtime: 3 } as const;
