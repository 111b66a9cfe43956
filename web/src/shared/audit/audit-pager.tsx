import type { ComponentProps } from 'react';
import { Pager, type PagerTextKeys } from '../pager/index.js';

const AUDIT_PAGER_TEXTS: PagerTextKeys = { label: 'adminAudit.pager.label', previous: 'adminAudit.pager.newer', next: 'adminAudit.pager.older', position: 'adminAudit.pager.position' };

/** Newer / older through the trail's pages; hidden when everything fits on one. */
export const AuditPager = (props: Omit<ComponentProps<typeof Pager>, 'textKeys'>) => <Pager {...props} textKeys={AUDIT_PAGER_TEXTS} />;
