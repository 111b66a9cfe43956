import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { isOfferStatus } from '../../domain/offers/offer-status.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { ADMIN_INBOX_MESSAGES } from '../admin-inbox/admin-inbox-messages.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import type { OfferSummary } from './offer.js';
import type { OfferReadDeps } from './get-offer.use-case.js';

const single = (raw: string | readonly string[] | undefined): string => ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();

/** `GET /api/admin/offers?status=&quoteId=&page=&pageSize=`: newest first, the status as people see it today. */
export const listOffers =
  (deps: OfferReadDeps) =>
  async (params: QueryParams): Promise<Result<Page<OfferSummary>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const status = single(params['status']);
    if (status !== '' && !isOfferStatus(status)) return err(invalidInput([{ field: 'status', message: ADMIN_INBOX_MESSAGES.invalidStatus }]));
    const quoteId = single(params['quoteId']);
    if (quoteId !== '' && !isRecordId(quoteId)) return err(invalidInput([{ field: 'quoteId', message: OFFER_MESSAGES.quoteNotFound }]));
    const filter = { status: isOfferStatus(status) ? status : null, quoteId: quoteId === '' ? null : quoteId, today: belgianDay(deps.now()) };
    const { items, total } = await deps.offers.list(filter, paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };
