import { describe, expect, it } from '@jest/globals';
import { pageDtoOf } from './page-dto.js';

describe('pageDtoOf', () => {
  it('maps each item of the page and keeps total, page and page size', () => {
    expect(pageDtoOf({ items: [1, 2, 3], total: 23, page: 2, pageSize: 3 }, (n) => ({ id: `n${n}` }))).toEqual({
      items: [{ id: 'n1' }, { id: 'n2' }, { id: 'n3' }],
      total: 23,
      page: 2,
      pageSize: 3,
    });
  });
});
