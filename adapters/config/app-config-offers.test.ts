import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('offer configuration', () => {
  it('defaults to 30 days of validity and a reminder 3 days before the end', () => {
    expect(parseConfig({}, '/tmp').offers).toEqual({ validityDays: 30, reminderDays: 3, linkDays: 60 });
    expect(parseConfig({ OFFER_VALIDITY_DAYS: '14', OFFER_REMINDER_DAYS: '0', OFFER_LINK_DAYS: '10' }, '/tmp').offers).toEqual({ validityDays: 14, reminderDays: 0, linkDays: 10 });
  });

  it('names each bad offer variable', () => {
    const problems = problemsOf({ OFFER_VALIDITY_DAYS: '0', OFFER_REMINDER_DAYS: 'three', OFFER_LINK_DAYS: '0' });
    expect(problems.filter((problem) => problem.startsWith('OFFER_'))).toEqual([
      'OFFER_VALIDITY_DAYS must be a whole number of days from 1 to 365, got "0"',
      'OFFER_REMINDER_DAYS must be a whole number of days from 0 to 60, got "three"',
      'OFFER_LINK_DAYS must be a whole number of days from 1 to 3650, got "0"',
    ]);
  });
});
