import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { listSwapCandidates, swapUnit, type OrderUnitJson } from '../remote/order-unit-requests.js';

/** The available units a reserved unit can be swapped for (asked when its swap form opens). */
export const useSwapCandidates = (unit: OrderUnitJson, lang: Language) =>
  useQuery({ queryKey: ['admin', 'inbox', 'swap-candidates', unit.productId, unit.condition, lang], queryFn: ({ signal }) => listSwapCandidates(unit, lang, signal) });

/** Swaps, then asks the order (and the candidates) again: the server's answer decides what is shown. */
export const useSwapUnit = (lang: Language) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, replacementId }: { readonly unitId: string; readonly replacementId: string }) => swapUnit(unitId, replacementId, lang),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'inbox'] }),
  });
};
