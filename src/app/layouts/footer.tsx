import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/ui/brand';
import { Flag } from '@/components/ui/flag';
import { getCountry } from '@/config/countries';
import { CookieSettingsButton } from '@/features/third-parties/consent/components/cookie-settings-button';
import { anyOptionalThirdParty } from '@/features/third-parties/configured';
import { paths } from '@/config/paths';
import { useCountryCode } from '@/lib/country';
import { currentLang } from '@/lib/i18n';
import { currencyLabel } from '@/lib/money';

const columns = [
  {
    title: 'footer.shop',
    links: [
      { to: paths.products, key: 'nav.shop' },
      { to: paths.sizeGuide, key: 'nav.sizeGuide' },
      { to: paths.sizeChart, key: 'nav.sizeChart' },
      { to: paths.howToMeasure, key: 'nav.howToMeasure' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { to: paths.howItWorks, key: 'nav.howItWorks' },
      { to: paths.faqs, key: 'nav.faqs' },
      { to: paths.contactUs, key: 'nav.contact' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: paths.aboutUs, key: 'nav.about' },
      { to: paths.privacyPolicy, key: 'nav.privacy' },
      { to: paths.terms, key: 'nav.terms' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const country = getCountry(useCountryCode());
  return (
    <footer className="mt-auto bg-ink text-sand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <BrandLink className="!text-white" />
          <p className="max-w-sm text-sm leading-relaxed text-sand-200">{t('footer.about')}</p>
          <p className="flex items-center gap-2 text-sm text-sand-200">
            <Flag code={country.code} />
            <span>
              {t('header.countryCurrent', {
                country: t(country.name),
                currency: currencyLabel(country.currency, currentLang()),
              })}
            </span>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-sand-300 uppercase">
              {t(column.title)}
            </h2>
            <ul className="space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-sand-100 hover:text-white hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-sand-300 sm:px-6 lg:px-8">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          {/* Her consent, changeable from every page: only where there is an optional third party to consent to. */}
          {anyOptionalThirdParty && (
            <CookieSettingsButton className="text-sand-100 underline-offset-4 hover:text-white hover:underline" />
          )}
          <p>{t('footer.payments')} · VISA · Mastercard · mada</p>
        </div>
      </div>
    </footer>
  );
}
