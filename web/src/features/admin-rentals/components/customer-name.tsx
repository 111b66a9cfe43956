import type { RentalSummaryJson } from '../remote/rental-json.js';

/** The customer as the lists show them: the company first when there is one. */
export const CustomerName = ({ customer }: { readonly customer: RentalSummaryJson['customer'] }) =>
  customer.companyName === null ? (
    <span>{customer.name}</span>
  ) : (
    <span>
      <span className="font-medium">{customer.companyName}</span>
      <span className="block text-xs text-slate-600">{customer.name}</span>
    </span>
  );
