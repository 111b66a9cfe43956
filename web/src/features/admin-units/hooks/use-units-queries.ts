import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { UnitsParams } from './use-units-params.js';
import type { CreateUnitJson, UpdateUnitJson } from '../remote/unit-json.js';
import { addUnitPhoto, createUnit, deleteUnit, getUnit, getUnitSettings, listProductChoices, listUnits, removeUnitPhoto, updateUnit } from '../remote/unit-requests.js';

export const UNITS_KEY = ['admin', 'units'] as const;

/** The list's filters and page as the server reads them (empty filters left out). */
const listQuery = ({ productId, condition, status, depot, q, page }: UnitsParams) => ({
  page,
  ...(productId === '' ? {} : { productId }),
  ...(condition === '' ? {} : { condition }),
  ...(status === '' ? {} : { status }),
  ...(depot === '' ? {} : { depot }),
  ...(q.trim() === '' ? {} : { q: q.trim() }),
});

/** One page of units; the previous page stays on screen while the next loads. */
export const useUnits = (params: UnitsParams, lang: Language) => {
  const query = listQuery(params);
  return useQuery({ queryKey: [...UNITS_KEY, 'list', query, lang], queryFn: ({ signal }) => listUnits(query, lang, signal), placeholderData: keepPreviousData });
};

export const useUnit = (id: string, lang: Language) =>
  useQuery({ queryKey: [...UNITS_KEY, 'detail', id, lang], queryFn: ({ signal }) => getUnit(id, lang, signal), enabled: id !== '' });

/** Depots, conditions and statuses change only with the configuration: asked once. */
export const useUnitSettings = () => useQuery({ queryKey: [...UNITS_KEY, 'settings'], queryFn: ({ signal }) => getUnitSettings(signal), staleTime: Infinity });

export const useProductChoices = (lang: Language) =>
  useQuery({ queryKey: [...UNITS_KEY, 'products', lang], queryFn: ({ signal }) => listProductChoices(lang, signal), staleTime: 60_000 });

/** Every change refreshes the list and the open unit (the server's answer decides what is shown). */
const useUnitChange = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [...UNITS_KEY, 'list'] }), client.invalidateQueries({ queryKey: [...UNITS_KEY, 'detail'] })]),
  });
};

export const useCreateUnit = (lang: Language) => useUnitChange((unit: CreateUnitJson) => createUnit(unit, lang));

export const useUpdateUnit = (lang: Language) =>
  useUnitChange(({ id, change }: { readonly id: string; readonly change: UpdateUnitJson }) => updateUnit(id, change, lang));

export const useAddUnitPhoto = (lang: Language) => useUnitChange(({ id, file }: { readonly id: string; readonly file: File }) => addUnitPhoto(id, file, lang));

export const useRemoveUnitPhoto = (lang: Language) =>
  useUnitChange(({ id, photoId }: { readonly id: string; readonly photoId: string }) => removeUnitPhoto(id, photoId, lang));

export const useDeleteUnit = (lang: Language) => useUnitChange((id: string) => deleteUnit(id, lang));
