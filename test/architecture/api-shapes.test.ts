import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApiShapeCopies, NON_API_TYPES } from './api-shape-rules.js';
import { readSourceFiles } from './read-source-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the web keeps no hand-written copy of an API shape (docs/api.md)', () => {
  const webFiles = readSourceFiles(root).filter((file) => file.path.startsWith('web/src/'));

  it('reads the web modules that talk to the API', () => {
    expect(webFiles.some((file) => /^web\/src\/features\/[^/]+\/remote\//.test(file.path))).toBe(true);
  });

  it('finds no interface, object type or inline answer type in them', () => {
    expect(webFiles.flatMap((file) => findApiShapeCopies(file.path, readFileSync(resolve(root, file.path), 'utf8')))).toEqual([]);
  });

  it('lists only non-API types that still exist', () => {
    const stale = Object.keys(NON_API_TYPES).filter((key) => {
      const [path = '', name = ''] = key.split('#');
      return !new RegExp(`\\b(interface|type) ${name}\\b`).test(readFileSync(resolve(root, path), 'utf8'));
    });
    expect(stale).toEqual([]);
  });
});

describe('the API shape check', () => {
  const REMOTE = 'web/src/features/shop/remote/orders.ts';
  const GENERATED = "import type { ApiJson } from '../../../shared/api-types/api-json.js';\nimport { apiGet } from '../../../shared/remote/http.js';\n";

  it.each([
    ['an interface', `${GENERATED}export interface OrderJson { readonly id: string }`, 'OrderJson'],
    ['an object type', `${GENERATED}export type OrderJson = { readonly id: string };`, 'OrderJson'],
    ['a union of object types', `${GENERATED}type Answer = { ok: true } | { ok: false };`, 'Answer'],
    ['an inline answer type', `${GENERATED}export const order = () => apiGet<{ readonly id: string }>('/api/orders/1');`, '{ readonly id: string }'],
  ])('refuses %s in a remote module', (_, text, name) => {
    expect(findApiShapeCopies(REMOTE, text).map((violation) => violation.name)).toEqual([name]);
  });

  it('refuses a module that types an answer without the generated types, also outside remote/', () => {
    const text = "import { apiGet } from '../remote/http.js';\nimport type { Mine } from './mine.js';\nexport const me = () => apiGet<Mine>('/api/auth/me');";
    expect(findApiShapeCopies('web/src/shared/session/me.ts', text).map((violation) => violation.name)).toEqual(['(imports)']);
  });

  it('refuses an interface in a shared module that calls the API', () => {
    const text = `import type { ApiJson } from '../api-types/api-json.js';\nimport { apiGet } from '../remote/http.js';\ninterface CountJson { readonly itemCount: number }\nexport const count = () => apiGet<ApiJson<'CartDto'>>('/api/carts/x');`;
    expect(findApiShapeCopies('web/src/shared/cart/count.ts', text).map((violation) => violation.name)).toEqual(['CountJson']);
  });

  it('accepts generated types, types derived from them and a 204 without a type to import', () => {
    const text = `${GENERATED}import { apiSend } from '../../../shared/remote/http.js';
export type OrderJson = ApiJson<'OrderConfirmationDto'>;
export type PageJson<Item> = Omit<ApiJson<'AdminOrderListDto'>, 'items'> & { readonly items: readonly Item[] };
export const order = () => apiGet<OrderJson>('/api/orders/1');`;
    expect(findApiShapeCopies(REMOTE, text)).toEqual([]);
    expect(findApiShapeCopies('web/src/features/shop/remote/delete.ts', "import { apiSend } from '../../../shared/remote/http.js';\nexport const drop = () => apiSend<void>('DELETE', '/api/x');")).toEqual([]);
  });

  it('leaves components, tests and the listed non-API types alone', () => {
    expect(findApiShapeCopies('web/src/features/shop/components/order-card.tsx', 'interface OrderCardProps { readonly id: string }')).toEqual([]);
    expect(findApiShapeCopies('web/src/features/shop/remote/orders.test.ts', 'interface Fake { readonly id: string }')).toEqual([]);
    expect(findApiShapeCopies('web/src/features/landing/remote/landing-page.ts', `${GENERATED}export interface LandingPage { readonly slug: string }`)).toEqual([]);
  });
});
