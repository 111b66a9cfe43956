import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { CartRepository } from './cart-repository.port.js';

/** A new empty cart for one visitor; its id is the visitor's only key to it. */
export const createCart =
  (deps: { readonly carts: CartRepository }) =>
  async (): Promise<Result<{ readonly id: string }, ApplicationError>> =>
    ok({ id: await deps.carts.create() });
