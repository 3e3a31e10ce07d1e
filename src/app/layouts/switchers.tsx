import { useTranslation } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- the language switch is the one navigation across languages
import { useLocation, useNavigate } from 'react-router';
import { COUNTRIES, getCountry, type CountryCode } from '@/config/countries';
import { localizePath } from '@/config/paths';
import { changeCountry, useCountryCode } from '@/lib/country';
import { chooseLanguage } from '@/lib/i18n';
import { useLang } from '@/lib/use-lang';

/** Goes to the twin of the page she is on in the other language, and remembers the choice (spec 1). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const next = useLang() === 'ar' ? 'en' : 'ar';
  const twin = localizePath(`${location.pathname}${location.search}${location.hash}`, next);
  return (
    <button
      type="button"
      lang={next}
      aria-label={t('header.switchToLabel')}
      onClick={() => {
        // Her choice is stored and its words loaded first; the page then switches with its address.
        void chooseLanguage(next).then(() => navigate(twin, { preventScrollReset: true }));
      }}
      // 'عربي' on an English page is the only Arabic there: set in the system's font, so every English page
      // does not download the 45 kB Arabic face for one word (docs/decisions/0014).
      className={`rounded-full px-3 py-1.5 text-sm font-semibold text-ink hover:bg-sand-100 ${next === 'ar' ? 'font-[system-ui,sans-serif]' : ''} ${className}`}
    >
      {t('header.switchTo')}
    </button>
  );
}

export function CountrySwitch({
  id = 'country-switch',
  className = '',
}: {
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const current = getCountry(useCountryCode());
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('header.country')}
      </label>
      <select
        id={id}
        value={current.code}
        onChange={(event) => changeCountry(event.target.value as CountryCode)}
        title={t('header.countryCurrent', { country: t(current.name), currency: current.currency })}
        className="cursor-pointer appearance-none rounded-full border border-sand-300 bg-white py-1.5 ps-3 pe-8 text-sm font-medium text-ink hover:border-ink/40"
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.flag} ${t(country.name)} · ${country.currency}`}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 24 24"
        className="pointer-events-none absolute end-2.5 size-4 text-ink-soft"
        aria-hidden="true"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}
