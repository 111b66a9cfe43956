/**
 * docs/benchmarks.md holds sections written by different runners between
 * `<!-- name:start -->` and `<!-- name:end -->` markers; a runner rewrites its
 * own and keeps the others.
 */
const SECTION = /<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->/g;

/** Every marked section of the current file, in order, except the named one. */
export const otherSections = (current: string, except: string): string[] =>
  [...current.matchAll(SECTION)].filter((match) => match[1] !== except).map((match) => match[0]);

/** The file with the named section replaced (or added at the end). */
export const withSection = (current: string, name: string, body: string): string => {
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  return pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
};
