import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CookieBanner } from './components/cookie-banner.js';
import { applyConsent, setConsentDefaults } from './consent-mode.js';
import { ACCEPT_ALL, readConsent, REJECT_ALL, storeConsent, type CookieConsent } from './consent-storage.js';

/** Few visitors customise: the dialog loads in its own chunk when asked for. */
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./components/cookie-settings-dialog.js')).CookieSettingsDialog }));

// Consent Mode defaults go out when this module is evaluated, before the app renders or any tag could load.
if (typeof window !== 'undefined') setConsentDefaults();

/** The cookie banner and its settings dialog, mounted once by the shell. */
export const CookieConsentManager = () => {
  // Unknown (undefined) until read after the first render: the server cannot know it, and hydration must meet the server's HTML (no banner).
  const [stored, setStored] = useState<CookieConsent | null | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    const existing = readConsent();
    setStored(existing);
    if (existing !== null) applyConsent(existing);
  }, []);
  const choose = useCallback((consent: CookieConsent) => {
    storeConsent(consent);
    applyConsent(consent);
    setStored(consent);
    setDialogOpen(false);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  if (stored !== null) return null;
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
