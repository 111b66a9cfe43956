import { describe, expect, it } from 'vitest';
import { isAdminPath } from './admin-paths.js';

describe('isAdminPath', () => {
  it.each(['/nl/admin', '/nl/admin/blog/new', '/de/auth', '/fr/container/admin/new', '/en/container/admin/box-20', '/nl/blog/admin/x/edit', '/nl/redirect-manager'])(
    'treats %s as an admin screen',
    (path) => expect(isAdminPath(path)).toBe(true),
  );

  it.each(['/nl', '/nl/container', '/nl/container/administratie-container', '/de/blog/admin-tips', '/nl/pages/admin', '/nl/authentic'])('treats %s as a storefront page', (path) =>
    expect(isAdminPath(path)).toBe(false),
  );
});
