import fc from 'fast-check';
import { pageModulesFrom, pageModulesJson } from './page-modules.js';

const builtChunk = fc.stringMatching(/^\/assets\/[a-z][\w-]{0,20}\.js$/);

describe('page modules block', () => {
  it('reads back exactly the built chunks it was written with', () => {
    fc.assert(fc.property(fc.array(builtChunk), (hrefs) => expect(pageModulesFrom(pageModulesJson(hrefs))).toEqual(hrefs)));
  });

  it('never names anything but a built chunk, whatever the block holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        for (const href of pageModulesFrom(text)) expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
      }),
    );
  });

  it('leaves out addresses of other origins and paths', () => {
    expect(pageModulesFrom(JSON.stringify(['https://evil.example/x.js', '/assets/app-1.js', '//evil.example/a.js', '/api/x.js']))).toEqual(['/assets/app-1.js']);
    expect(pageModulesJson(['/assets/a.js', 'javascript:alert(1)'])).toBe('["/assets/a.js"]');
  });
});
