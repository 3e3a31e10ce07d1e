import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '../settings-request';

/** The footer's "Cookie settings": her consent can be changed from any page, at any time. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      {t('footer.cookieSettings')}
    </button>
  );
}
