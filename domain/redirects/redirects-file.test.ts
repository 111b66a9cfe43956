import { describe, expect, it } from '@jest/globals';
import { redirectsFile } from './redirects-file.js';

describe('redirectsFile', () => {
  it('writes active rules then the fixed rules, one per line', () => {
    const file = redirectsFile([
      { oldPath: '/a', newPath: '/b', statusCode: 301, isActive: true },
      { oldPath: '/off', newPath: '/b', statusCode: 301, isActive: false },
      { oldPath: '/a/', newPath: '/shadowed', statusCode: 302, isActive: true },
      { oldPath: '/spa', newPath: '/index.html', statusCode: 200, isActive: true },
    ]);
    expect(file).toBe(
      [
        '# Redirect rules from the Redirect Manager: old path, new path, status',
        '/a /b 301',
        '/spa /index.html 200',
        '',
        '# Fixed rules for the modifications page',
        '/:lang/containermodificatie /:lang/modifications 301',
        '/containermodificatie /nl/modifications 301',
        '',
      ].join('\n'),
    );
  });

  it('lets a managed rule take over a fixed rule’s old path', () => {
    const file = redirectsFile([{ oldPath: '/containermodificatie', newPath: '/en/modifications', statusCode: 302, isActive: true }]);
    expect(file).toContain('/containermodificatie /en/modifications 302');
    expect(file).not.toContain('/containermodificatie /nl/modifications 301');
  });
});
