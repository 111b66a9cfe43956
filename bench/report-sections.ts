/**
 * Below its table of current figures, docs/benchmarks.md holds each runner's details between
 * `<!-- name:start -->` and `<!-- name:end -->` markers; a runner rewrites its own and keeps the others.
 */

/** The file with the named section replaced (or added at the end). */
export const withSection = (current: string, name: string, body: string): string => {
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  return pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`;
};
