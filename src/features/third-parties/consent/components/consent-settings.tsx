import { useEffect, useRef } from 'react';
import { pushConsentUpdate } from '../consent-mode';
import { saveConsent, useConsent, type Consent } from '../consent-store';
import { closeConsentSettings, openConsentSettings, useConsentSettingsOpen } from '../settings-request';
import { ConsentBar } from './consent-bar';
import { ConsentDialog } from './consent-dialog';

/**
 * Her consent, asked and changed: the bar until she answers, the dialog whenever she asks for it. With a tag manager
 * configured (`consentMode`), each change of her answer, in this tab or another, goes to it as a Consent Mode
 * update: the answer she had when the page opened is already there (start-up/consent-mode-script).
 */
export function ConsentSettings({ consentMode }: { consentMode: boolean }) {
  const consent = useConsent();
  const open = useConsentSettingsOpen();
  const told = useRef(consent);
  useEffect(() => {
    if (!consentMode || consent === null || consent === told.current) return;
    told.current = consent;
    pushConsentUpdate(consent);
  }, [consentMode, consent]);
  // Her first answer takes the bar away with the button she pressed (or the "Choose" the dialog would give the
  // focus back to): the focus goes to the page's content rather than being lost to the body.
  const asked = consent === null;
  const wasAsked = useRef(asked);
  useEffect(() => {
    if (asked || !wasAsked.current) return;
    wasAsked.current = false;
    const focus = document.activeElement;
    if (focus === null || focus === document.body)
      document.getElementById('main')?.focus({ preventScroll: true });
  }, [asked]);
  const answer = (choice: Consent) => {
    saveConsent(choice);
    closeConsentSettings();
  };
  return (
    <>
      {consent === null && <ConsentBar onAnswer={answer} onChoose={openConsentSettings} />}
      <ConsentDialog open={open} current={consent} onClose={closeConsentSettings} onSave={answer} />
    </>
  );
}
