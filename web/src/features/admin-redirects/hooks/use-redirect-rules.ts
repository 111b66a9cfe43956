import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { RedirectStatusCode } from '../../../../../domain/redirects/redirect-rule.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { addRedirect, deleteRedirect, importRedirects, listRedirects, setRedirectActive, type StoredRedirectJson } from '../remote/redirect-requests.js';

export const REDIRECTS_KEY = ['admin', 'redirects'] as const;

/** The stored rules and every change to them; each change refreshes the list and says how it went. */
export const useRedirectRules = (lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const rules = useQuery({ queryKey: REDIRECTS_KEY, queryFn: ({ signal }) => listRedirects(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: REDIRECTS_KEY });
  const failed = (error: unknown) =>
    toast({
      title: t('adminRedirects.toast.errorTitle'),
      description: error instanceof ApiError && error.fieldErrors.length === 0 ? error.message : t('adminRedirects.toast.failed'),
      variant: 'error',
      duration: ERROR_TOAST_DURATION,
    });

  const add = useMutation({
    mutationFn: (input: { readonly oldPath: string; readonly newPath: string; readonly statusCode: RedirectStatusCode }) => addRedirect(input, lang),
    onSuccess: () => toast({ title: t('adminRedirects.toast.added') }),
    onSettled: refresh,
  });
  const bulkImport = useMutation({
    mutationFn: (text: string) => importRedirects(text, lang),
    onSuccess: (report) => toast({ title: t('adminRedirects.toast.imported', { count: report.imported }) }),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: ({ id, isActive }: { readonly id: string; readonly isActive: boolean }) => setRedirectActive(id, isActive, lang),
    // The checkbox follows the click at once; a refused change comes back with the refresh below.
    onMutate: async ({ id, isActive }) => {
      await client.cancelQueries({ queryKey: REDIRECTS_KEY });
      client.setQueryData<readonly StoredRedirectJson[]>(REDIRECTS_KEY, (current) => current?.map((rule) => (rule.id === id ? { ...rule, isActive } : rule)));
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteRedirect(id, lang),
    onSuccess: () => toast({ title: t('adminRedirects.toast.deleted') }),
    onError: failed,
    onSettled: refresh,
  });
  return { rules, add, bulkImport, toggle, remove };
};

export type RedirectRulesApi = ReturnType<typeof useRedirectRules>;
