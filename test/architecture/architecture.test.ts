import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { findFeatureViolations, findImportCycles, findLayerViolations, type SourceFile } from './architecture-rules.js';
import { readSourceFiles } from './read-source-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the architecture of this repository', () => {
  const files = readSourceFiles(root);

  it('reads the source tree', () => {
    expect(files.some((file) => file.path.startsWith('domain/'))).toBe(true);
  });

  it('keeps every import pointing inward', () => {
    expect(findLayerViolations(files)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findImportCycles(files)).toEqual([]);
  });
});

describe('the architecture checker', () => {
  const file = (path: string, ...imports: string[]): SourceFile => ({ path, imports });

  it.each([
    [file('domain/a.ts', 'node:fs'), 'domain/ imports no package or node built-in'],
    [file('domain/a.ts', '@nestjs/common'), 'domain/ imports no package or node built-in'],
    [file('domain/a.ts', '../application/b.js'), 'domain/ must not import application/'],
    [file('application/a.ts', '../adapters/b.js'), 'application/ must not import adapters/'],
    [file('application/a.ts', 'typeorm'), 'application/ imports no package or node built-in'],
    [file('adapters/x/a.ts', '../../api/b.js'), 'adapters/ must not import api/'],
    [file('adapters/x/a.ts', '../../cli/b.js'), 'adapters/ must not import cli/'],
    [file('web/a.tsx', '../api/b.js'), 'web/ must not import api/'],
    [file('web/a.tsx', '../adapters/b.js'), 'web/ must not import adapters/'],
    [file('web/f/a.tsx', '../../application/b.js'), 'web/ must not import application/'],
    [file('adapters/x/a.ts', '../../test/support/db.js'), 'adapters/ must not import test/'],
  ])('refuses a wrong arrow: %j', (source, rule) => {
    expect(findLayerViolations([source]).map((violation) => violation.rule)).toEqual([rule]);
  });

  it('lets the outer layers import the inner ones and tests import tools', () => {
    const allowed = [
      file('application/a.ts', '../domain/b.js'),
      file('adapters/x/a.ts', '../../application/b.js', 'typeorm'),
      file('api/a.ts', '../adapters/b.js', '@nestjs/common'),
      file('web/a.tsx', '../domain/b.js', 'react'),
      file('domain/a.property.test.ts', 'fast-check', './a.js'),
      file('adapters/x/a.test.ts', '../../test/support/db.js', '../../fixtures/demo/index.js'),
    ];
    expect(findLayerViolations(allowed)).toEqual([]);
  });

  it.each([
    [file('application/offers/accept-offer.use-case.ts', '../orders/place-order.use-case.js'), 'application/offers must not import the insides of application/orders'],
    [file('adapters/persistence/offers/sql-offer-store.ts', '../orders/order-columns.js'), 'adapters/persistence/offers must not import the insides of adapters/persistence/orders'],
    [file('api/admin/offers.controller.ts', '../offers/offer-link.js'), 'api/admin must not import the insides of api/offers'],
    [file('web/src/features/rent/rent-page.tsx', '../catalogue/components/size-filter.js'), 'web/src/features/rent must not import the insides of web/src/features/catalogue'],
    [file('application/cart/priced-cart.test.ts', '../vat/vat-context.js'), 'application/cart must not import the insides of application/vat'],
  ])('refuses a feature reaching into another: %j', (source, rule) => {
    expect(findFeatureViolations([source]).map((violation) => violation.rule)).toEqual([rule]);
  });

  it('lets a feature use another through its public face, and shared folders freely', () => {
    const allowed = [
      file('application/offers/accept-offer.use-case.ts', '../orders/order-repository.port.js', '../admin-inbox/admin-inbox-messages.js', '../email/outgoing-email.js'),
      file('application/offers/list-offers.use-case.ts', '../shared/admin-paging.js', './offer-views.js', '../../domain/orders/order.js'),
      file('application/offers/offer-use-cases.test.ts', '../cart/__tests__/cart-fakes.js'),
      file('api/admin/orders.controller.ts', '../orders/order.dto.js', '../orders/order.mapper.js', '../http/access.js', '../../application/orders/place-order.use-case.js'),
      file('api/http/create-http-app.ts', '../storefront/web-pages.js'),
      file('adapters/persistence/migrations/0024-audit-trail.ts', '../audit/audit-exempt-tables.js'),
      file('adapters/persistence/seed/seed-demo.ts', '../transport/transport-rate-writer.js'),
      file('web/src/features/admin-blog/blog-post-form.tsx', '../../shared/buttons/buttons.js', './components/blog-fields.js'),
    ];
    expect(findFeatureViolations(allowed)).toEqual([]);
  });

  it('finds a cycle between files and none in a tree', () => {
    const cyclic = [file('domain/a.ts', './b.js'), file('domain/b.ts', './c.js'), file('domain/c.ts', './a.js')];
    expect(findImportCycles(cyclic)).toEqual([['domain/a', 'domain/b', 'domain/c']]);
    const tree = [file('domain/a.ts', './b.js', './c.js'), file('domain/b.ts', './c.js'), file('domain/c.ts')];
    expect(findImportCycles(tree)).toEqual([]);
  });
});
