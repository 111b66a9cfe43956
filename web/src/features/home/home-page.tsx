import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { useToast } from '../../shared/toast/use-toast.js';
import { useHomeContent } from '../../shared/sections/home-content.js';
import { SectionList } from '../../shared/sections/section-list.js';
import { StatePanel } from './components/state-panel.js';

/** The home page: the CMS sections in order, with loading, error and empty states. */
export const HomePage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const content = useHomeContent(lang);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);
  useEffect(() => {
    if (content.isError) toast({ title: t('home.errorToastTitle'), description: t('home.errorToastText'), variant: 'error', duration: 5000 });
  }, [content.isError, t, toast]);
  const refresh = () => void content.refetch();
  const sections = content.data ?? [];
  // The sections render in the background (interruptible), so a long page never blocks input in one task.
  const shownSections = useDeferredValue(sections);
  if (content.isPending) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-800" />
        <p className="text-slate-700">{t('home.loading')}</p>
      </div>
    );
  }
  if (content.isError && sections.length === 0) return <StatePanel tone="error" title={t('home.errorTitle')} text={t('home.errorText')} onRefresh={refresh} />;
  if (sections.length === 0) return <StatePanel tone="neutral" title={t('home.emptyTitle')} text={t('home.emptyText')} onRefresh={refresh} />;
  return (
    <SectionList sections={shownSections} />
  );
};
