import type { ContainerNumber } from './container-number.js';
import type { UnitCondition, UnitStatus } from './unit-status.js';

/** The order holding a unit (reserved, or sold / rented out through it). */
export interface UnitHolder {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly orderItemId: string | null;
}

/** One stored photo of a unit: its file in the file storage (public, served under /media). */
export interface UnitPhoto {
  /** The file name, unique within the unit (the last part of the storage key). */
  readonly id: string;
  readonly key: string;
}

/** One physical container as the admin sees it. */
export interface Unit {
  readonly id: string;
  readonly containerNumber: ContainerNumber;
  readonly productId: string;
  /** In Dutch, else the first translation (the admin's list). */
  readonly productTitle: string;
  readonly condition: UnitCondition;
  readonly depot: string;
  readonly status: UnitStatus;
  readonly notes: string | null;
  readonly photos: readonly UnitPhoto[];
  /** The CSC plate's next examination, YYYY-MM-DD. */
  readonly cscNextExamination: string | null;
  readonly holder: UnitHolder | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A unit as created (by the admin, the CLI import or the demo seed). */
export interface NewUnit {
  readonly containerNumber: ContainerNumber;
  readonly productId: string;
  readonly condition: UnitCondition;
  readonly depot: string;
  readonly status: UnitStatus;
  readonly notes: string | null;
  readonly cscNextExamination: string | null;
}

/** What an edit changes; a field left out stays as it is. */
export interface UnitChange {
  readonly productId?: string;
  readonly condition?: UnitCondition;
  readonly depot?: string;
  readonly status?: UnitStatus;
  readonly notes?: string | null;
  readonly cscNextExamination?: string | null;
  readonly photos?: readonly string[];
}

export interface UnitFilter {
  readonly productId: string | null;
  readonly condition: UnitCondition | null;
  readonly status: UnitStatus | null;
  readonly depot: string | null;
  /** Part of a container number, canonical (upper case, no separators). */
  readonly numberContains: string | null;
}
