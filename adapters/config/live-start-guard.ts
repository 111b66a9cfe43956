import { goLiveChecklist, refusalMessage, type GoLiveChecklist } from '../../domain/go-live/go-live-checklist.js';
import type { ShopMode } from '../../domain/go-live/shop-mode.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Thrown before the shop listens when a live start would be unsafe; its message names every variable. */
export class LiveStartRefused extends Error {
  constructor(readonly checklist: GoLiveChecklist) {
    super(refusalMessage(checklist));
  }
}

/**
 * The live start's check (issue 21): in live mode, every failed item of the
 * go-live checklist refuses the start; the demo is never refused. Returns the
 * checklist so the caller can log its warnings.
 */
export const assertSafeLiveStart = (env: Env, mode: ShopMode): GoLiveChecklist => {
  const checklist = goLiveChecklist(env, mode);
  if (mode === 'live' && checklist.refused) throw new LiveStartRefused(checklist);
  return checklist;
};
