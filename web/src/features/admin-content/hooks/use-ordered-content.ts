import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { refreshPublicContent, type PublicContent } from '../../../shared/remote/public-content-keys.js';
import { failureText, messageIn, type SavedMessageJson } from '../../../shared/remote/localized-message.js';

/** The server calls of one ordered kind of content (FAQ entries, home sections). */
export interface OrderedContentRequests<Item, Input> {
  readonly key: readonly string[];
  /** Which public pages show this content (made stale after every change). */
  readonly publicContent: PublicContent;
  readonly list: (signal?: AbortSignal) => Promise<readonly Item[]>;
  readonly create: (input: Input, lang: Language) => Promise<SavedMessageJson>;
  readonly update: (id: string, input: Input, lang: Language) => Promise<SavedMessageJson>;
  readonly remove: (id: string, lang: Language) => Promise<SavedMessageJson | undefined>;
  readonly reorder: (ids: readonly string[], lang: Language) => Promise<SavedMessageJson>;
}

/** The list and every change to it; each change says how it went (the server's text) and refreshes the list. */
export const useOrderedContent = <Item, Input>(requests: OrderedContentRequests<Item, Input>, lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const items = useQuery({ queryKey: requests.key, queryFn: ({ signal }) => requests.list(signal) });
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: requests.key }), refreshPublicContent(client, requests.publicContent)]);
  const done = (answer: SavedMessageJson | undefined) => {
    if (answer !== undefined) toast({ title: messageIn(answer, lang) });
  };
  const failed = (error: unknown) =>
    toast({ title: t('adminContent.errorTitle'), description: failureText(error, t('adminContent.saveFailed')), variant: 'error', duration: ERROR_TOAST_DURATION });

  const create = useMutation({ mutationFn: (input: Input) => requests.create(input, lang), onSuccess: done, onError: failed, onSettled: refresh });
  const update = useMutation({
    mutationFn: ({ id, input }: { readonly id: string; readonly input: Input }) => requests.update(id, input, lang),
    onSuccess: done,
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => requests.remove(id, lang), onSuccess: done, onError: failed, onSettled: refresh });
  const reorder = useMutation({ mutationFn: (ids: readonly string[]) => requests.reorder(ids, lang), onSuccess: done, onError: failed, onSettled: refresh });
  return { items, create, update, remove, reorder };
};

export type OrderedContent<Item, Input> = ReturnType<typeof useOrderedContent<Item, Input>>;
