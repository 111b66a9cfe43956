import { describe, expect, it } from '@jest/globals';
import { routeLabelOfPath } from './route-label.js';

describe('routeLabelOfPath', () => {
  it('names storefront pages by language placeholder and first segment', () => {
    expect(routeLabelOfPath('/nl')).toBe('/{lang}');
    expect(routeLabelOfPath('/de/container')).toBe('/{lang}/container');
    expect(routeLabelOfPath('/en/container/shipping-container-20ft-new')).toBe('/{lang}/container/*');
    expect(routeLabelOfPath('/fr/blog/un-article/')).toBe('/{lang}/blog/*');
    expect(routeLabelOfPath('/nl/admin/orders/123')).toBe('/{lang}/admin/*');
  });

  it('never returns the path as sent for unknown paths', () => {
    for (const path of ['/nl/wp-login.php', '/nl/no/such/page', '/xx/container', '/wp-admin', '/.env', '/api/whatever/1', '/media/public/a.jpg', '/assets/index-x.js', '/']) {
      const label = routeLabelOfPath(path);
      expect(['/{lang}/*', '(other)', '(file)', '/api/*', '/media/*', '/assets/*', '/']).toContain(label);
    }
    expect(routeLabelOfPath('/metrics')).toBe('/metrics');
    expect(routeLabelOfPath('/sitemap.xml')).toBe('/sitemap.xml');
  });
});
