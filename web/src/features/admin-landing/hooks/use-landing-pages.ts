import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { failureText, messageIn } from '../../../shared/remote/localized-message.js';
import { refreshPublicContent } from '../../../shared/remote/public-content-keys.js';
import type { VisibilityFilter } from '../form/landing-options.js';
import { deleteLandingPage, listLandingPages, setLandingPublished } from '../remote/admin-landing-requests.js';

export const ADMIN_LANDING_KEY = ['admin', 'landing-pages'] as const;

/** The filtered list, the Published/Draft toggle and deleting (with the spec's toasts). */
export const useLandingPages = (filter: { readonly search: string; readonly visibility: VisibilityFilter }, lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_LANDING_KEY }), refreshPublicContent(client, 'landingPages')]);
  const pages = useQuery({
    queryKey: [...ADMIN_LANDING_KEY, 'list', filter.search.trim(), filter.visibility],
    queryFn: ({ signal }) => listLandingPages(filter, signal),
    placeholderData: keepPreviousData,
  });
  const togglePublished = useMutation({
    mutationFn: ({ id, isPublished }: { readonly id: string; readonly isPublished: boolean }) => setLandingPublished(id, isPublished, lang),
    onSuccess: (answer) => toast({ title: messageIn(answer, lang) }),
    onError: (error) => toast({ title: t('adminLanding.toast.errorTitle'), description: failureText(error, t('adminLanding.toast.updateFailed')), variant: 'error', duration: ERROR_TOAST_DURATION }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteLandingPage(id, lang),
    onSuccess: (answer) => toast({ title: messageIn(answer, lang), description: answer.detail[lang] }),
    onError: () => toast({ title: t('adminLanding.toast.errorTitle'), description: t('adminLanding.toast.deleteFailed'), variant: 'error', duration: ERROR_TOAST_DURATION }),
    onSettled: refresh,
  });
  return { pages, togglePublished, remove };
};
