import { DEMO_NOTICE, DEMO_NOTICE_LABEL } from '../../../../domain/go-live/demo-notice.js';
import type { Language } from '../../../../domain/shared/language.js';
import { SITE_SETTINGS } from '../site/site-settings.js';

/** Same classes as the server's notice (api/storefront/site-settings-html.ts), so the page does not move when the app takes over. */
const CLASSES = 'bg-amber-100 px-4 py-1 text-center text-sm text-amber-950';

/**
 * The demo says it is one, on every page; a live shop shows nothing. In a
 * named landmark of its own (an unstyled aside), so no text of the page lies
 * outside every landmark; the same markup as the server's.
 */
export const DemoNotice = ({ lang, mode = SITE_SETTINGS.mode }: { readonly lang: Language; readonly mode?: 'live' | 'demo' }) =>
  mode === 'demo' ? (
    <aside aria-label={DEMO_NOTICE_LABEL[lang]}>
      <p role="note" data-demo-notice className={CLASSES}>
        {DEMO_NOTICE[lang]}
      </p>
    </aside>
  ) : null;
