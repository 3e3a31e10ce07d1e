import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { PhoneNumber } from '@/components/ui/phone-number';
import { paths } from '@/config/paths';
import { CONTACT } from '@/config/contact';
import type { Route } from './+types/profile-help';

/**
 * Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). Its words are its
 * layout's, which the profile layout's clientLoader has loaded.
 */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('profile.help', 'account'));
}

/** How to reach the shop and the policies that matter once she has bought (spec 9). */
export default function ProfileHelpRoute() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold">{t('profile.help')}</h2>
        <p className="text-ink-soft">{t('helpPage.intro')}</p>
      </header>

      <HelpSection id="help-reach" title={t('helpPage.reach.title')}>
        <ul className="grid gap-3 sm:grid-cols-3">
          <ContactCard label={t('helpPage.reach.contact')} hint={t('helpPage.reach.contactHint')}>
            <Link to={paths.contactUs} className={buttonClasses('secondary', 'w-full')}>
              {t('profile.helpContact')}
            </Link>
          </ContactCard>
          <ContactCard label={t('helpPage.reach.whatsapp')} hint={t('helpPage.reach.whatsappHint')}>
            <a
              href={CONTACT.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'w-full')}
              aria-label={`${t('helpPage.reach.whatsappHint')} ${CONTACT.phone}`}
            >
              <PhoneNumber number={CONTACT.phone} />
            </a>
          </ContactCard>
          <ContactCard label={t('helpPage.reach.phone')} hint={t('helpPage.reach.phoneHint')}>
            <a href={CONTACT.phoneUrl} className={buttonClasses('secondary', 'w-full')}>
              <PhoneNumber number={CONTACT.phone} />
            </a>
          </ContactCard>
        </ul>
        <p className="text-sm text-ink-soft">{t('common:help.hours')}</p>
      </HelpSection>

      <HelpSection id="help-faqs" title={t('helpPage.faqs.title')}>
        <p className="text-ink-soft">{t('helpPage.faqs.body')}</p>
        <Link to={paths.faqs} className={buttonClasses('link')}>
          {t('helpPage.faqs.link')}
        </Link>
      </HelpSection>

      <HelpSection id="help-policies" title={t('helpPage.policies.title')}>
        <ul className="list-disc space-y-2 ps-5 text-ink-soft" data-testid="help-policies">
          <li>{t('helpPage.policies.tailoring')}</li>
          <li>{t('helpPage.policies.noChanges')}</li>
          <li>{t('helpPage.policies.returns')}</li>
          <li>{t('helpPage.policies.defects')}</li>
        </ul>
        <Link to={paths.terms} className={buttonClasses('link')}>
          {t('helpPage.policies.terms')}
        </Link>
      </HelpSection>
    </div>
  );
}

function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-sans text-lg font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ContactCard({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <div>
        <p className="font-semibold text-ink">{label}</p>
        <p className="text-sm text-ink-soft">{hint}</p>
      </div>
      <div className="mt-auto">{children}</div>
    </li>
  );
}
