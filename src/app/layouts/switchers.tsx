import { isPlainClick } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flag';
// eslint-disable-next-line no-restricted-imports -- the language switch is the one navigation across languages
import { useLocation, useNavigate } from 'react-router';
import { COUNTRIES, getCountry, type CountryCode } from '@/config/countries';
import { localizePath } from '@/config/paths';
import { changeCountry, COUNTRY_SWITCH_ATTRIBUTE, useCountryCode } from '@/lib/country';
import { chooseLanguage, currentLang } from '@/lib/i18n';
import { withEnglishChoice } from '@/lib/language-before-scripts';
import { currencyLabel } from '@/lib/money';
import { useLang } from '@/lib/use-lang';
import { useCurrentSearch } from '@/lib/url-in-place';

/** Goes to the twin of the page she is on in the other language, and remembers the choice (spec 1). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const next = useLang() === 'ar' ? 'en' : 'ar';
  // a piece's choices are written into its address in place (lib/url-in-place): the twin keeps them
  const search = useCurrentSearch();
  const twin = localizePath(`${location.pathname}${search}${location.hash}`, next);
  return (
    // A link to the twin page, so it works before the page's scripts have run (the twin's head script stores
    // the choice then; an English twin's link is marked as her choice: lib/language-before-scripts); once they
    // have, her choice is stored and its words loaded before the switch.
    <a
      href={next === 'en' ? withEnglishChoice(twin) : twin}
      hrefLang={next}
      lang={next}
      aria-label={t('header.switchToLabel')}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void chooseLanguage(next).then(() => navigate(twin, { preventScrollReset: true }));
      }}
      // 'عربي' on an English page is the only Arabic there: set in the system's font, so every English page
      // does not download the 45 kB Arabic face for one word (docs/decisions/0014).
      className={`shrink-0 rounded-full px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-sand-100 sm:px-3 ${next === 'ar' ? 'font-[system-ui,sans-serif]' : ''} ${className}`}
    >
      {t('header.switchTo')}
    </a>
  );
}

/**
 * The country (and so the currency) switch: a native select, its current flag drawn inside its box at the
 * start and its arrow at the end. `className` sets how the box is laid out (display and width); the flag and
 * the arrow are placed against the select itself, so they stay inside it at any width.
 *
 * `compact` (the desktop header, where the nav leaves it little room): the box shows the flag and the currency,
 * which always fit, where the country's name was cut ('United Arab E…'). The select, which still names every
 * country in full to her screen reader and in its list, lies unseen over that box and takes the press.
 */
export function CountrySwitch({
  id = 'country-switch',
  className = 'inline-flex',
  compact = false,
}: {
  id?: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const current = getCountry(useCountryCode());
  const currency = (code: string) => currencyLabel(code, lang);
  return (
    <div
      className={`relative items-center ${className} ${compact ? 'group rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600' : ''}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.country')}
      </label>
      {compact && (
        <span
          aria-hidden="true"
          data-testid="country-switch-currency"
          className="rounded-full border border-sand-300 bg-white py-1.5 ps-10 pe-8 text-sm font-medium whitespace-nowrap text-ink group-hover:border-ink/40"
        >
          {currency(current.currency)}
        </span>
      )}
      <Flag code={current.code} className="pointer-events-none absolute start-3" />
      <select
        id={id}
        {...{ [COUNTRY_SWITCH_ATTRIBUTE]: '' }}
        value={current.code}
        onChange={(event) => changeCountry(event.target.value as CountryCode)}
        title={t('header.countryCurrent', { country: t(current.name), currency: currency(current.currency) })}
        className={
          compact
            ? 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0'
            : 'w-full min-w-0 cursor-pointer appearance-none truncate rounded-full border border-sand-300 bg-white py-1.5 ps-10 pe-8 text-sm font-medium text-ink hover:border-ink/40'
        }
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {`${t(country.name)} · ${currency(country.currency)}`}
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
