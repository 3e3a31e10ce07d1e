import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { FaqAccordion, type FaqItem } from '@/features/content/components/faq-accordion';
import { InfoPage, InfoSection } from '@/components/info-page';
import { useBhd } from '@/features/content/hooks/use-bhd';
import { FEES_BHD } from '@/features/content/utils/business';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/faqs';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'faqs', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/faqs');

export default function FaqsRoute() {
  const { t } = useTranslation('content');
  const bhd = useBhd();

  const items: FaqItem[] = [
    { id: 'making-time', question: t('faqs.q1'), answer: <p>{t('faqs.a1')}</p> },
    { id: 'returns', question: t('faqs.q2'), answer: <p>{t('faqs.a2')}</p> },
    { id: 'defects', question: t('faqs.q3'), answer: <p>{t('faqs.a3')}</p> },
    { id: 'payment', question: t('faqs.q4'), answer: <p>{t('faqs.a4')}</p> },
    { id: 'changes', question: t('faqs.q5'), answer: <p>{t('faqs.a5')}</p> },
    {
      id: 'home-measurement',
      question: t('faqs.q6'),
      answer: <p>{t('faqs.a6', { fee: bhd(FEES_BHD.homeMeasurement) })}</p>,
    },
    {
      id: 'delivery',
      question: t('faqs.q7'),
      answer: <p>{t('faqs.a7', { fee: bhd(FEES_BHD.deliveryOutsideBahrain) })}</p>,
    },
    { id: 'countries', question: t('faqs.q8'), answer: <p>{t('faqs.a8')}</p> },
    { id: 'sizes', question: t('faqs.q9'), answer: <p>{t('faqs.a9')}</p> },
    {
      id: 'measuring',
      question: t('faqs.q10'),
      answer: (
        <>
          <p>{t('faqs.a10')}</p>
          <Link
            to={paths.howToMeasure}
            className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {t('faqs.a10Link')}
            <ArrowIcon className="size-4" />
          </Link>
        </>
      ),
    },
    {
      id: 'fees',
      question: t('faqs.q11'),
      answer: (
        <p>
          {t('faqs.a11', { customSize: bhd(FEES_BHD.customSize), customStyle: bhd(FEES_BHD.customStyle) })}
        </p>
      ),
    },
    { id: 'method', question: t('faqs.q12'), answer: <p>{t('faqs.a12')}</p> },
  ];

  return (
    <InfoPage
      eyebrow={t('faqs.eyebrow')}
      title={t('faqs.title')}
      intro={t('faqs.intro')}
      width="narrow"
      bodyClassName="space-y-12"
    >
      <FaqAccordion items={items} />
      <InfoSection
        id="still"
        title={t('faqs.stillTitle')}
        lead={t('faqs.stillBody')}
        tone="brand"
        layout="centered"
        actions={
          <Link to={paths.contactUs} className={buttonClasses('primary')}>
            {t('shared.contactUs')}
          </Link>
        }
      />
    </InfoPage>
  );
}
