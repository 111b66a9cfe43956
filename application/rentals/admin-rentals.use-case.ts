import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { daysBetween } from '../../domain/rentals/rental-days.js';
import { RENTAL_MESSAGES } from '../../domain/rentals/rental-messages.js';
import { isRentalListFilter, RENTAL_LIST_FILTERS, RENTAL_STATES } from '../../domain/rentals/rental-state.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import { RENTAL_NOT_FOUND, todayOf } from './rental-access.js';
import { outstandingOf } from './rental-contract.js';
import type { RentalContext } from './rental-settings.js';
import type { RentalStore } from './rental-store.port.js';
import { rentalView, type RentalView } from './rental-view.js';

export interface AdminRentalDeps {
  readonly store: RentalStore;
  readonly context: RentalContext;
}

const single = (raw: string | readonly string[] | undefined): string => ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();

/** `GET /api/admin/rentals?state=active|ending|ended&page=&pageSize=`: newest first; every contract without a state. */
export const listAdminRentals =
  (deps: AdminRentalDeps) =>
  async (params: QueryParams): Promise<Result<Page<RentalView>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const filter = single(params['state']);
    if (filter !== '' && !isRentalListFilter(filter)) return err(invalidInput([{ field: 'state', message: RENTAL_MESSAGES.stateInvalid }]));
    const states = filter === '' ? RENTAL_STATES : RENTAL_LIST_FILTERS[filter as keyof typeof RENTAL_LIST_FILTERS];
    const { items, total } = await deps.store.list({ states, offset: paging.value.offset, limit: paging.value.limit });
    const today = todayOf(deps.context);
    return ok({ items: items.map((contract) => rentalView(contract, today, deps.context.settings)), total, page: paging.value.page, pageSize: paging.value.pageSize });
  };

/** `GET /api/admin/rentals/{id}`. */
export const getAdminRental =
  (deps: AdminRentalDeps) =>
  async (id: string): Promise<Result<RentalView, ApplicationError>> => {
    const contract = isRecordId(id) ? await deps.store.findById(id) : null;
    return contract === null ? err(RENTAL_NOT_FOUND) : ok(rentalView(contract, todayOf(deps.context), deps.context.settings));
  };

/** One overdue rental invoice for the admin's Overdue list. */
export interface OverdueRentalInvoice {
  readonly rental: RentalView;
  readonly periodIndex: number;
  readonly invoiceNumber: string;
  readonly dueDate: string;
  readonly outstanding: number;
  readonly daysOverdue: number;
  readonly remindersSent: number;
}

/** The most the Overdue list shows at once (oldest due first). */
export const OVERDUE_LIMIT = 500;

/** `GET /api/admin/rentals/overdue`: every rental invoice past its due date with something left to pay, oldest first. */
export const listOverdueRentals =
  (deps: AdminRentalDeps) =>
  async (): Promise<readonly OverdueRentalInvoice[]> => {
    const today = todayOf(deps.context);
    const rows = await deps.store.overdue(today, OVERDUE_LIMIT);
    return rows.flatMap(({ contract, periodIndex }) => {
      const period = contract.periods.find((candidate) => candidate.index === periodIndex);
      if (period === undefined || period.dueDate === null) return [];
      return [
        {
          rental: rentalView(contract, today, deps.context.settings),
          periodIndex,
          invoiceNumber: period.invoiceNumber,
          dueDate: period.dueDate,
          outstanding: outstandingOf(period),
          daysOverdue: daysBetween(period.dueDate, today),
          remindersSent: period.lastReminder ?? 0,
        },
      ];
    });
  };
