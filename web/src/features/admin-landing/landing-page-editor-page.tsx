import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/translation/index.js';
import { useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { LandingPageForm } from './components/landing-page-form.js';
import { emptyLandingForm, landingFormOf } from './form/landing-form-values.js';
import { ADMIN_LANDING_KEY } from './hooks/use-landing-pages.js';
import { useSaveLandingPage } from './hooks/use-save-landing-page.js';
import { getLandingPage } from './remote/admin-landing-requests.js';

const NewLandingPage = () => {
  const { t } = useTranslation();
  const save = useSaveLandingPage(useLanguage(), null);
  return (
    <AdminScreen title={t('adminLanding.createTitle')}>
      <LandingPageForm initial={emptyLandingForm()} busy={save.isPending} onSubmit={(values) => save.mutateAsync(values)} />
    </AdminScreen>
  );
};

const EditLandingPage = ({ id }: { readonly id: string }) => {
  const { t } = useTranslation();
  const save = useSaveLandingPage(useLanguage(), id);
  const page = useQuery({ queryKey: [...ADMIN_LANDING_KEY, 'edit', id], queryFn: ({ signal }) => getLandingPage(id, signal), gcTime: 0 });
  return (
    <AdminScreen title={t('adminLanding.editTitle')}>
      {page.isPending ? (
        <p role="status" aria-busy="true" className="text-slate-600">
          {t('adminContent.loading')}
        </p>
      ) : null}
      {page.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p>{t('adminLanding.loadFailed')}</p>
        </div>
      ) : null}
      {page.data === undefined ? null : <LandingPageForm key={page.data.id} initial={landingFormOf(page.data)} busy={save.isPending} onSubmit={(values) => save.mutateAsync(values)} />}
    </AdminScreen>
  );
};

/** `/{lang}/admin/landing-pages/new` and `…/{id}/edit`; non-admins go to the admin sign-in. */
export const LandingPageEditorPage = () => {
  const { id } = useParams();
  return <RequireAdmin redirectTo={paths.admin}>{id === undefined ? <NewLandingPage /> : <EditLandingPage id={id} />}</RequireAdmin>;
};
