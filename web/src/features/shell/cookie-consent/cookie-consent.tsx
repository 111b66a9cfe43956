import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRenderedVisitorState } from '../../../shared/visitor/visitor-state.js';
import { CookieBanner } from './components/cookie-banner.js';
import { applyConsent, setConsentDefaults } from './consent-mode.js';
import { whenIdle } from '../../../shared/scheduling/when-idle.js';
import { ACCEPT_ALL, migrateLegacyConsent, readConsent, REJECT_ALL, storeConsent, type CookieConsent } from './consent-storage.js';

/** Few visitors customise: the dialog loads in its own chunk when asked for. */
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./components/cookie-settings-dialog.js')).CookieSettingsDialog }));

// Consent Mode defaults go out when this module is evaluated, before the app renders or any tag could load.
if (typeof window !== 'undefined') setConsentDefaults();

/** The cookie banner and its settings dialog, mounted once by the shell. */
export const CookieConsentManager = () => {
  // Starts as the server rendered it (from the same cookie), so hydration meets the server's HTML.
  const [decided, setDecided] = useState(useRenderedVisitorState().consentDecided);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    const existing = readConsent();
    setDecided(existing !== null);
    if (existing !== null) {
      applyConsent(existing);
      return;
    }
    // A choice older versions kept in localStorage moves into the cookie once, when the browser is idle
    // (the page's first localStorage read blocks on loading the whole store), unless the visitor chose meanwhile.
    return whenIdle(() => {
      if (readConsent() !== null) return;
      const legacy = migrateLegacyConsent();
      if (legacy === null) return;
      setDecided(true);
      applyConsent(legacy);
    });
  }, []);
  const choose = useCallback((consent: CookieConsent) => {
    storeConsent(consent);
    applyConsent(consent);
    setDecided(true);
    setDialogOpen(false);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  if (decided) return null;
  return (
    <>
      <CookieBanner onAcceptAll={() => choose(ACCEPT_ALL)} onRejectAll={() => choose(REJECT_ALL)} onCustomize={() => setDialogOpen(true)} />
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog initial={REJECT_ALL} onCancel={closeDialog} onSave={choose} />
        </Suspense>
      ) : null}
    </>
  );
};
