import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { readSourceFiles } from './read-source-files.js';
import { replacementsFromData } from './replacement-strings.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const isProduction = (path: string): boolean => !/\.test\.tsx?$|\/testing\/|\/__tests__\/|\.fixture\.ts$|^(test|bench|drill)\//.test(path);

describe('text from data goes into templates through replacer functions (docs/security.md)', () => {
  it('no production file replaces with a string made at run time', () => {
    const files = readSourceFiles(root).filter((file) => isProduction(file.path));
    expect(files.some((file) => file.path === 'api/storefront/web-pages.ts')).toBe(true);
    const found = files.flatMap((file) => replacementsFromData(readFileSync(resolve(root, file.path), 'utf8'), file.path).map((hit) => `${file.path}:${hit.line} ${hit.text}`));
    expect(found).toEqual([]);
  });
});

describe('the replacement checker', () => {
  it.each([
    ['page.replace(/<title>[^<]*<\\/title>/, `<title>${title}</title>`)', 'a template with a substitution'],
    ["page.replace('<!--head-->', head.html)", 'a property'],
    ['url.replace(PLACEHOLDER, sessionId)', 'a name'],
    ["text.replaceAll('{name}', String(name))", 'a call'],
    ["text.replace('x', 'a' + value)", 'a concatenation'],
    ["text.replace('x', ok ? value : '')", 'a conditional with data in one branch'],
  ])('finds %s (%s)', (code) => {
    expect(replacementsFromData(`const a = ${code};`)).toHaveLength(1);
  });

  it.each([
    ["text.replace(/\\s+/g, ' ')", 'a literal'],
    ["text.replace(/^\"(.*)\"$/, '$1')", "a literal's own pattern"],
    ['text.replace(/a/g, `b`)', 'a template without substitution'],
    ["text.replace('.', language === 'en' ? '.' : ',')", 'a conditional of literals'],
    ['page.replace(SLOT, () => `<p>${text}</p>`)', 'an arrow function'],
    ['page.replace(SLOT, function () { return text; })', 'a function expression'],
    ['store.replace(rows)', 'one argument: not String.prototype.replace'],
  ])('lets %s pass (%s)', (code) => {
    expect(replacementsFromData(`const a = ${code};`)).toEqual([]);
  });

  it('names the line', () => {
    expect(replacementsFromData("const a = 1;\nconst b = t.replace('x', y);")).toEqual([{ line: 2, text: "t.replace('x', y)" }]);
  });
});
