import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { failureText, messageIn } from '../../../shared/remote/localized-message.js';
import { refreshPublicContent } from '../../../shared/remote/public-content-keys.js';
import { landingInputOf, landingSectionsInputOf, type LandingFormValues } from '../form/landing-form-values.js';
import { createLandingPage, replaceLandingSections, updateLandingPage } from '../remote/admin-landing-requests.js';
import { ADMIN_LANDING_KEY } from './use-landing-pages.js';

/**
 * Saves the page, then its sections (in order). A new page that was created but whose sections were refused
 * is updated, not created again, on the next try. On success: the spec's toast, then /nl/admin/landing-pages.
 */
export const useSaveLandingPage = (lang: Language, pageId: string | null) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const createdId = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (values: LandingFormValues) => {
      const id = pageId ?? createdId.current;
      const saved = id === null ? await createLandingPage(landingInputOf(values), lang) : await updateLandingPage(id, landingInputOf(values), lang);
      if (id === null) createdId.current = saved.page.id;
      const sections = landingSectionsInputOf(values);
      if (id !== null || sections.length > 0) await replaceLandingSections(saved.page.id, sections, lang);
      return saved;
    },
    onSuccess: async (saved) => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_LANDING_KEY }), refreshPublicContent(client, 'landingPages')]);
      toast({ title: messageIn(saved, lang) });
      await navigate(paths.adminLandingPages('nl'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) return;
      const fallback = pageId === null && createdId.current === null ? t('adminLanding.toast.createFailed') : t('adminLanding.toast.updateFailed');
      toast({ title: t('adminLanding.toast.errorTitle'), description: failureText(error, fallback), variant: 'error', duration: ERROR_TOAST_DURATION });
    },
  });
};
