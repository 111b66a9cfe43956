import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import request from 'supertest';
import { ACCESS_KEY } from '../../api/http/access.js';
import { API_CONTROLLERS } from '../../api/api-controllers.js';
import { customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('access is denied by default', () => {
  it('marks every route @Public, @SignedIn or @RequireRole', () => {
    const unmarked: string[] = [];
    for (const controller of API_CONTROLLERS) {
      const classAccess: unknown = Reflect.getMetadata(ACCESS_KEY, controller);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        if (classAccess === undefined && Reflect.getMetadata(ACCESS_KEY, handler) === undefined) unmarked.push(`${controller.name}.${name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});

describe('every admin route of the OpenAPI document', () => {
  let testApp: TestApp;
  let customer: string;
  let adminRoutes: { method: string; path: string }[];
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
    customer = await customerSession(testApp);
    const document = (await request(testApp.server).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    adminRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })));
  });
  afterAll(async () => testApp?.close());

  const call = (method: string, path: string): request.Test => {
    const agent = request(testApp.server);
    switch (method) {
      case 'get':
        return agent.get(path);
      case 'post':
        return agent.post(path).send({});
      case 'patch':
        return agent.patch(path).send({});
      case 'put':
        return agent.put(path).send({});
      case 'delete':
        return agent.delete(path);
      default:
        throw new Error(`unexpected method ${method}`);
    }
  };

  it('lists admin routes', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 for a signed-in customer', async () => {
    for (const { method, path } of adminRoutes) {
      const anonymous = await call(method, path);
      expect({ method, path, status: anonymous.status }).toEqual({ method, path, status: 401 });
      const signedIn = await call(method, path).set('Cookie', customer);
      expect({ method, path, status: signedIn.status }).toEqual({ method, path, status: 403 });
    }
  });
});
