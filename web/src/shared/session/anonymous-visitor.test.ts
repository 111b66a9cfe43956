import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.js';
import { seedAnonymousVisitor } from './anonymous-visitor.js';
import { CURRENT_USER_KEY } from './current-user.js';

afterEach(() => {
  document.cookie = 'signed-in=; Path=/; Max-Age=0';
});

describe('seedAnonymousVisitor', () => {
  it('knows a visitor without the signed-in hint is anonymous before any render', () => {
    const client = createQueryClient();
    seedAnonymousVisitor(client);
    expect(client.getQueryState(CURRENT_USER_KEY)).toMatchObject({ status: 'success', data: null });
  });

  it('leaves a visitor with the hint to the server to answer', () => {
    document.cookie = 'signed-in=1; Path=/';
    const client = createQueryClient();
    seedAnonymousVisitor(client);
    expect(client.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
  });
});
