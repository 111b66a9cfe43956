import { useTranslation } from '../../../shared/translation/index.js';
import { BLOG_TEXTS } from '../../../../../domain/blog/blog-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useToast } from '../../../shared/toast/use-toast.js';

const isCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The device's share sheet with the title and this address; without one, the link is copied (with a toast). */
export const ShareButton = ({ title, lang }: { readonly title: string; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('blog.linkCopied') });
    } catch {
      toast({ title: t('blog.copyFailed'), description: url, variant: 'error' });
    }
  };
  return (
    <button type="button" onClick={() => void share()} className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {BLOG_TEXTS.share[lang]}
    </button>
  );
};
