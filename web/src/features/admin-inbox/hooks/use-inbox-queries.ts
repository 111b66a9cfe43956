import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import type { OrderStatus } from '../remote/inbox-json.js';
import {
  changeOrderStatus,
  getMessage,
  getOrder,
  getQuote,
  listInvoices,
  listMessages,
  listOrders,
  listOutbox,
  listQuotes,
  retryOutboxEntry,
  resendInvoice,
  type ListQuery,
} from '../remote/inbox-requests.js';

const KEY = ['admin', 'inbox'] as const;

/** One page of a list; the previous page stays on screen while the next loads. */
const useList = <T,>(name: string, fetch: (query: ListQuery, lang: Language, signal?: AbortSignal) => Promise<T>, query: ListQuery, lang: Language) =>
  useQuery({ queryKey: [...KEY, name, query, lang], queryFn: ({ signal }) => fetch(query, lang, signal), placeholderData: keepPreviousData });

const useDetail = <T,>(name: string, fetch: (id: string, lang: Language, signal?: AbortSignal) => Promise<T>, id: string, lang: Language) =>
  useQuery({ queryKey: [...KEY, name, 'detail', id, lang], queryFn: ({ signal }) => fetch(id, lang, signal), enabled: id !== '' });

export const useOrders = (query: ListQuery, lang: Language) => useList('orders', listOrders, query, lang);
export const useOrder = (id: string, lang: Language) => useDetail('orders', getOrder, id, lang);
export const useInvoices = (period: { readonly from: string; readonly to: string }, lang: Language) =>
  useQuery({ queryKey: [...KEY, 'invoices', period, lang], queryFn: ({ signal }) => listInvoices(period, lang, signal), placeholderData: keepPreviousData });
export const useQuotes = (query: ListQuery, lang: Language) => useList('quotes', listQuotes, query, lang);
export const useQuote = (id: string, lang: Language) => useDetail('quotes', getQuote, id, lang);
export const useMessages = (query: ListQuery, lang: Language) => useList('messages', listMessages, query, lang);
export const useMessage = (id: string, lang: Language) => useDetail('messages', getMessage, id, lang);
export const useOutbox = (query: ListQuery, lang: Language) => useList('outbox', listOutbox, query, lang);

/** A change the server may refuse (409 with its reason); either way the lists and details are asked again. */
const useInboxChange = <Input,>(run: (input: Input) => Promise<unknown>, successTitle: string) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => toast({ title: successTitle }),
    onError: (error) =>
      toast({
        title: t('adminInbox.toast.errorTitle'),
        description: error instanceof ApiError ? error.message : t('adminInbox.toast.failed'),
        variant: 'error',
        duration: ERROR_TOAST_DURATION,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

export const useChangeOrderStatus = (lang: Language) => {
  const { t } = useTranslation();
  return useInboxChange(({ id, status }: { readonly id: string; readonly status: OrderStatus }) => changeOrderStatus(id, status, lang), t('adminInbox.toast.statusChanged'));
};

export const useResendInvoice = (lang: Language) => {
  const { t } = useTranslation();
  return useInboxChange((number: string) => resendInvoice(number, lang), t('adminInbox.toast.invoiceResent'));
};

export const useRetryEmail = (lang: Language) => {
  const { t } = useTranslation();
  return useInboxChange((id: string) => retryOutboxEntry(id, lang), t('adminInbox.toast.retried'));
};
