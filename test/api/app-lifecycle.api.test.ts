import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { recordTimers } from '../support/scheduled-timers.js';
import { startTestApp } from '../support/test-app.js';

/** The handles (sockets, servers, child processes) holding this process's event loop. */
const activeHandles = (): unknown[] => (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();

const holdsEventLoop = (handle: unknown): boolean => {
  const { destroyed, hasRef } = handle as { readonly destroyed?: boolean; readonly hasRef?: () => boolean };
  return destroyed !== true && (typeof hasRef !== 'function' || hasRef.call(handle));
};

/** Closing is asynchronous (a socket's end, a pool's last client): answers `look()` once it is empty, or after `ms`. */
const settled = async <T>(look: () => T[], ms = 2_000): Promise<T[]> => {
  for (let waited = 0; waited < ms; waited += 50) {
    if (look().length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return look();
};

describe('a started and closed shop', () => {
  it('leaves no timer, socket or server running', async () => {
    const handlesBefore = new Set(activeHandles());
    const timers = recordTimers();
    try {
      await (async () => {
        const testApp = await startTestApp({ seedDemo: false });
        await request(testApp.server).get('/api/health').expect(200);
        // A rate-limited route: its limiter is made on first use.
        await request(testApp.server).post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: 'not the password' }).expect(401);
        await request(testApp.server).get('/nl').expect((response) => expect(response.status).toBeLessThan(500));
        await testApp.close();
      })();

      expect(await settled(() => timers.stillScheduled())).toEqual([]);
      expect(await settled(() => activeHandles().filter((handle) => !handlesBefore.has(handle) && holdsEventLoop(handle)))).toEqual([]);
    } finally {
      timers.stop();
    }
  });
});
