import { describe, expect, it } from '@jest/globals';
import type { RedirectRule } from './redirect-rule.js';
import { retargetRulesForSlugChange } from './retarget-rules.js';

const rule = (oldPath: string, newPath: string): RedirectRule => ({ oldPath, newPath, statusCode: 301, isActive: true });

describe('retargetRulesForSlugChange', () => {
  it('adds old → new and points earlier rules straight at the new path', () => {
    const result = retargetRulesForSlugChange([rule('/older', '/nl/pages/old?x=1'), rule('/z', '/y')], '/nl/pages/old', '/nl/pages/new');
    expect(result).toEqual({
      ok: true,
      value: [rule('/older', '/nl/pages/new?x=1'), rule('/z', '/y'), rule('/nl/pages/old', '/nl/pages/new')],
    });
  });

  it('drops the rule that would loop when a slug changes back', () => {
    const afterFirst = retargetRulesForSlugChange([], '/a', '/b');
    expect(afterFirst.ok).toBe(true);
    if (!afterFirst.ok) return;
    expect(retargetRulesForSlugChange(afterFirst.value, '/b', '/a')).toEqual({ ok: true, value: [rule('/b', '/a')] });
  });

  it('changes nothing when the path stays the same, and refuses a full URL', () => {
    const rules = [rule('/a', '/b')];
    expect(retargetRulesForSlugChange(rules, '/c', '/c/')).toEqual({ ok: true, value: rules });
    expect(retargetRulesForSlugChange(rules, '/c', 'https://evil.example').ok).toBe(false);
  });
});
