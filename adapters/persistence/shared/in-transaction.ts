import type { EntityManager } from 'typeorm';

/**
 * A feature's store bound to another feature's open transaction (its EntityManager), so both write in
 * one transaction. The composition root builds it; the feature that opens the transaction only calls it.
 */
export type InTransaction<Store> = (manager: EntityManager) => Store;
