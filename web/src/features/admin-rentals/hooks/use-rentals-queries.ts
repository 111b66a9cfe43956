import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RentalListFilter } from '../../../../../domain/rentals/rental-state.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { RentalJson } from '../remote/rental-json.js';
import { confirmPickup, endEarly, getRental, listOverdueRentals, listRentals, markInvoicePaid, setDelivery } from '../remote/rental-requests.js';

export const RENTALS_KEY = ['admin', 'rentals'] as const;

/** One page of a list; the previous page stays on screen while the next loads. */
export const useRentals = (state: RentalListFilter, page: number, lang: Language) =>
  useQuery({ queryKey: [...RENTALS_KEY, 'list', state, page, lang], queryFn: ({ signal }) => listRentals(state, page, lang, signal), placeholderData: keepPreviousData });

export const useOverdueRentals = (lang: Language) => useQuery({ queryKey: [...RENTALS_KEY, 'overdue', lang], queryFn: ({ signal }) => listOverdueRentals(lang, signal) });

export const useRental = (id: string, lang: Language) =>
  useQuery({ queryKey: [...RENTALS_KEY, 'detail', id, lang], queryFn: ({ signal }) => getRental(id, lang, signal), enabled: id !== '' });

/** Every change answers the contract as it now is: shown at once; the lists and the Overdue list are asked again. */
const useRentalChange = <Input>(lang: Language, run: (input: Input) => Promise<RentalJson>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (rental) => client.setQueryData([...RENTALS_KEY, 'detail', rental.id, lang], rental),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [...RENTALS_KEY, 'list'] }), client.invalidateQueries({ queryKey: [...RENTALS_KEY, 'overdue'] })]),
  });
};

interface DatedChange {
  readonly id: string;
  readonly date: string;
}

export const useSetDelivery = (lang: Language) => useRentalChange(lang, ({ id, date }: DatedChange) => setDelivery(id, date, lang));

export const useConfirmPickup = (lang: Language) => useRentalChange(lang, ({ id, date }: DatedChange) => confirmPickup(id, date, lang));

export const useEndEarly = (lang: Language) =>
  useRentalChange(lang, ({ id, pickupDate }: { readonly id: string; readonly pickupDate: string | null }) => endEarly(id, pickupDate, lang));

export const useMarkInvoicePaid = (lang: Language) =>
  useRentalChange(lang, ({ id, number, paidOn }: { readonly id: string; readonly number: string; readonly paidOn: string }) => markInvoicePaid(id, number, paidOn, lang));
