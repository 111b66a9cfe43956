import { invoiceKeptUntil } from '../../domain/privacy/retention.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { PersonalDataStore } from './personal-data-store.port.js';
import { requestedEmail } from './privacy-email.js';

/** What the admin's Privacy screen shows before an export or an erasure. */
export interface PersonalDataSummary {
  readonly email: string;
  readonly hasAccount: boolean;
  readonly isAdmin: boolean;
  readonly orders: number;
  readonly quotes: number;
  readonly messages: number;
  readonly attachments: number;
  readonly offers: number;
  readonly rentals: number;
  readonly emails: number;
  /** Open orders (their numbers) and running rentals hold an erasure back. */
  readonly openOrders: readonly number[];
  readonly runningRentals: number;
  /** Kept through an erasure until their legal period ends. */
  readonly invoices: readonly { readonly number: string; readonly issueDate: string; readonly keptUntil: string }[];
}

export const describePersonalData =
  (deps: { readonly store: PersonalDataStore }) =>
  async (email: unknown): Promise<Result<PersonalDataSummary, ApplicationError>> => {
    const address = requestedEmail(email);
    if (!address.ok) return address;
    const held = await deps.store.collect(address.value);
    return ok({
      email: address.value,
      hasAccount: held.account !== null,
      isAdmin: held.isAdmin,
      orders: held.orders.length,
      quotes: held.quotes.length,
      messages: held.messages.length,
      attachments: held.messages.reduce((count, message) => count + message.attachments.length, 0),
      offers: held.offers.length,
      rentals: held.rentals.length,
      emails: held.emails.length,
      openOrders: held.openOrders,
      runningRentals: held.runningRentals,
      invoices: held.invoices.map((invoice) => ({ number: invoice.number, issueDate: invoice.issueDate, keptUntil: invoiceKeptUntil(invoice.issueDate) })),
    });
  };
