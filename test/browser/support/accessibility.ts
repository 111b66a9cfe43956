import { expect } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe on the page as it stands: no serious or critical violation (named by the page, so a failure says where). */
export const expectNoSeriousA11yViolations = async (page: Page, name: string): Promise<void> => {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect({ page: name, violations: serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`) }).toEqual({ page: name, violations: [] });
};
