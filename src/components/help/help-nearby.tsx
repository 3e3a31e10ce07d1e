import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-number';
import { CONTACT } from '@/config/contact';
import { useShowHelpMessage } from './help-on-screen';
import { whatsappLink, type HelpMessage } from './whatsapp-link';

/**
 * Help where she hesitates (issue 23.5): WhatsApp, opening on a message that already names what she is looking at
 * (a piece and her choices, her cart, her order), in her language; the phone; the opening hours. Plain links:
 * they work before the page's scripts. Its message is also the chat launcher's, while it is on screen.
 */
export function HelpNearby({ message, title }: { message: HelpMessage; title?: string }) {
  const { t, i18n } = useTranslation('common');
  useShowHelpMessage(message);
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 text-sm"
      data-testid="help-nearby"
    >
      <div>
        <h2 id={id} className="font-sans text-sm font-semibold text-ink">
          {title ?? t('help.title')}
        </h2>
        <p className="text-ink-soft">{t('help.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappLink(message, i18n.language === 'ar' ? 'ar' : 'en')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', '!py-2')}
        >
          {t('help.whatsapp')}
        </a>
        <a href={CONTACT.phoneUrl} className={buttonClasses('secondary', '!py-2')}>
          {t('help.call')} <PhoneNumber number={CONTACT.phone} />
        </a>
      </div>
      <p className="text-xs text-ink-muted">{t('help.hours')}</p>
    </aside>
  );
}
