import { expect } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { runCli } from '../../cli/run-cli.js';
import { visitHydrated } from './browser.js';

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
}

/** An admin made with the CLI (`users create-admin`) in the test shop's data directory. */
export const createAdmin = (dataDir: string, admin: AdminCredentials): void => {
  const created = runCli(['users', 'create-admin', '--email', admin.email, '--password-stdin', '--json'], { DATA_DIR: dataDir, DATABASE_URL: '' }, `${admin.password}\n`);
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
};

/** Signs in through the API in the context, so its pages get the session and hint cookies. */
export const signInThroughApi = async (context: BrowserContext, baseUrl: string, admin: AdminCredentials): Promise<void> => {
  const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: { email: admin.email, password: admin.password } });
  expect(signIn.status()).toBe(200);
};

/** Signs in through the form of /en/admin, as a person does, until the admin home shows. */
export const signInThroughForm = async (page: Page, baseUrl: string, admin: AdminCredentials): Promise<void> => {
  await visitHydrated(page, `${baseUrl}/en/admin`);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Administration' }).waitFor();
};
