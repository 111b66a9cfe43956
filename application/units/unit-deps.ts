import type { UnitStore } from './unit-store.port.js';

/** What the unit use cases need: the store, the configured depots, and a hook told after every write. */
export interface UnitDeps {
  readonly units: UnitStore;
  /** DEPOTS: the first is the default. */
  readonly depots: readonly string[];
  /** The stock (and for added units the catalogue) moved: this instance's cached product answers are stale. */
  readonly changed: () => void;
}
