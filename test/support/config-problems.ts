import { ConfigError, parseConfig } from '../../adapters/config/app-config.js';

/** The problems parseConfig names for `env` (none when it parses). */
export const configProblemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    parseConfig(env, '/tmp');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};
