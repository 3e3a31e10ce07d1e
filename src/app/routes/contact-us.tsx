import { useTranslation } from 'react-i18next';
import { pageMeta } from '@/lib/page-meta';
import { PhoneNumber } from '@/components/ui/phone-number';
import { ContactForm } from '@/features/content/components/contact-form';
import { InfoPage, InfoSection } from '@/components/info-page';
import { CONTACT } from '@/config/contact';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/contact-us';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'contact', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/contact-us');

export default function ContactUsRoute() {
  const { t } = useTranslation('content');
  const details = [
    {
      label: t('contact.email'),
      value: (
        <a href={`mailto:${CONTACT.email}`} className="font-semibold text-brand-700 hover:underline">
          {CONTACT.email}
        </a>
      ),
    },
    {
      label: t('contact.phone'),
      value: (
        <a href={CONTACT.phoneUrl} className="font-semibold text-brand-700 hover:underline">
          <PhoneNumber number={CONTACT.phone} />
        </a>
      ),
    },
    {
      label: t('contact.address'),
      value: <address className="not-italic">{t('contact.addressValue')}</address>,
    },
    {
      label: t('contact.hours'),
      value: (
        <>
          {t('contact.hoursValue')}
          <br />
          <span className="text-ink-muted">{t('contact.hoursClosed')}</span>
        </>
      ),
    },
  ];
  return (
    <InfoPage
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
      bodyClassName="grid gap-8 lg:grid-cols-[1fr_1.4fr]"
    >
      <InfoSection id="details" title={t('contact.detailsTitle')}>
        <dl className="space-y-5">
          {details.map((d) => (
            <div key={d.label} className="border-b border-sand-200 pb-5">
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink-muted uppercase">{d.label}</dt>
              <dd className="mt-1.5 break-words text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <ContactForm />
    </InfoPage>
  );
}
