import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { localize } from '@/lib/localize';
import { currentLang } from '@/lib/i18n';
import { choicesSearch, type UrlChoices } from '@/domain/product-url';
import type { Product } from '@/domain/schemas';
import { useHydrated } from '@/lib/use-hydrated';

const SITE_URL: string = import.meta.env.VITE_SITE_URL;

/**
 * The link she shares: the piece's page in her language with her colour, fabric and cut (decision 0030), and
 * nothing else the address may carry: her measurements are never in it.
 */
export function shareLink(origin: string, pathname: string, choices: UrlChoices): string {
  return new URL(`${pathname}${choicesSearch(choices)}`, origin).href;
}

type Copy = 'copied' | 'failed' | null;

/**
 * Share the piece as she has configured it (issue item 14): the browser's share sheet where it has one, else copy
 * the link and WhatsApp. Before the page's scripts, WhatsApp is a plain link to the piece's page as it comes.
 */
export function ShareProduct({ product, choices }: { product: Product; choices: UrlChoices }) {
  const { t } = useTranslation('product');
  const lang = currentLang();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [copy, setCopy] = useState<Copy>(null);
  const headingId = useId();
  const name = localize(product.p_name, lang);
  // the prerendered HTML knows neither her choices nor the origin she opened it on
  const url = hydrated
    ? shareLink(window.location.origin, pathname, choices)
    : shareLink(SITE_URL, pathname, {});
  const message = t('share.message', { name, url });
  const sheet = hydrated && typeof navigator.share === 'function';

  const onShare = () => {
    navigator.share({ title: name, text: t('share.text', { name }), url }).catch(() => {
      // she closed the sheet, or the browser would not share: nothing to say
    });
  };
  const onCopy = () => {
    setCopy(null);
    const written = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm">
      <h2 id={headingId} className="font-sans text-sm font-semibold text-ink">
        {t('share.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {sheet ? (
          <Button variant="secondary" className="!py-2" onClick={onShare}>
            {t('share.share')}
          </Button>
        ) : (
          <>
            {hydrated && (
              <Button variant="secondary" className="!py-2" onClick={onCopy}>
                {t('share.copy')}
              </Button>
            )}
            <a
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', '!py-2')}
            >
              {t('share.whatsapp')}
            </a>
          </>
        )}
      </div>
      <p role="status" className="text-ink-soft empty:hidden">
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
      </p>
      {copy === 'failed' && (
        <input
          readOnly
          value={url}
          aria-label={t('share.link')}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink"
        />
      )}
    </section>
  );
}
