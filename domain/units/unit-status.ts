import type { Condition } from '../catalogue/product.js';

/** Where a physical container is in its life at the trader. */
export const UNIT_STATUSES = ['available', 'reserved', 'sold', 'rented-out', 'in-repair', 'retired'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const isUnitStatus = (value: unknown): value is UnitStatus => typeof value === 'string' && (UNIT_STATUSES as readonly string[]).includes(value);

/** The conditions a physical container is in (rent is a way of selling, not a state of the box). */
export const UNIT_CONDITIONS = ['new', 'used-a', 'used-cw'] as const satisfies readonly Condition[];
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];

export const isUnitCondition = (value: unknown): value is UnitCondition =>
  typeof value === 'string' && (UNIT_CONDITIONS as readonly string[]).includes(value);

/** Statuses in which an order holds the unit (units.order_id is set). */
export const HELD_STATUSES = ['reserved', 'sold', 'rented-out'] as const satisfies readonly UnitStatus[];

/** Statuses in which no order holds the unit: moving into one of them lets go of the order. */
export const FREE_STATUSES = ['available', 'in-repair', 'retired'] as const satisfies readonly UnitStatus[];

export const isFreeStatus = (status: UnitStatus): boolean => (FREE_STATUSES as readonly UnitStatus[]).includes(status);

/** Who moves a unit: an order (reserve, release, settle when paid) or an admin by hand (edit, import). */
export type UnitMover = 'order' | 'admin';

/**
 * Every allowed move. Only orders reserve and only orders let go of a reservation (cancelled,
 * payment expired) or settle it (paid sale → sold, paid rent → rented-out): a reserved unit is
 * moved by hand only by swapping it for another (the order keeps its count). By hand: a unit
 * goes in and out of repair, is retired or taken back, is sold or rented out outside the shop,
 * and comes back from a rent or a cancelled sale. A cancelled paid order gives its sold or
 * rented-out units back.
 */
const MOVES: Readonly<Record<UnitMover, Readonly<Record<UnitStatus, readonly UnitStatus[]>>>> = {
  order: {
    available: ['reserved'],
    reserved: ['available', 'sold', 'rented-out'],
    sold: ['available'],
    'rented-out': ['available'],
    'in-repair': [],
    retired: [],
  },
  admin: {
    available: ['sold', 'rented-out', 'in-repair', 'retired'],
    reserved: [],
    sold: ['available'],
    'rented-out': ['available', 'in-repair', 'sold'],
    'in-repair': ['available', 'retired'],
    retired: ['available'],
  },
};

/** True when `mover` may move a unit from `from` to `to` (staying put is always allowed). */
export const canMoveUnit = (from: UnitStatus, to: UnitStatus, mover: UnitMover): boolean => from === to || MOVES[mover][from].includes(to);

/** The statuses a unit may be given by hand from `from` (the admin's choice list), `from` first. */
export const adminStatusChoices = (from: UnitStatus): readonly UnitStatus[] => [from, ...MOVES.admin[from]];

/** The status a paid order's reserved unit takes: rented out for a rent line, else sold. */
export const settledStatus = (lineCondition: Condition): UnitStatus => (lineCondition === 'rent' ? 'rented-out' : 'sold');

/** Statuses a unit may be created or imported with (a reservation is only ever made by an order). */
export const CREATABLE_STATUSES = UNIT_STATUSES.filter((status) => status !== 'reserved');
