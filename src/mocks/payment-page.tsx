// A stand-in for the payment provider's hosted card page, for mock mode only. POST /user/orders answers with a
// paymentUrl under the API base; a service worker cannot answer a page navigation, so entry.client.tsx mounts
// this page there instead of the shop, as it does for Google's consent screen. The test cards behave as the
// contract says (payOrder in handlers/orders.ts), and the page, in the language of the URL's `lang`, returns to
// the unprefixed /checkout/result?orderId=… as the contract's provider does (the shop finds her language).
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { localizePath, paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { orders } from './data/orders';
import { payOrder, toOrder, type Lang } from './handlers/orders';
import {
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  type CardErrors,
  type CardForm,
} from './payment-form';
import { paymentTexts as texts } from './payment-texts';

// The provider's page is not the shop's: it has its own plain field and button (the mock imports only lib/ and
// config/), with what a screen reader needs: the label, the hint or the error tied to the input.
type CardFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

const CardField = forwardRef<HTMLInputElement, CardFieldProps>(function CardField(
  { label, error, hint, className = '', ...props },
  ref,
) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        className={`block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink ${error ? 'border-red-700' : 'border-sand-300'} ${className}`}
        {...props}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

function ProviderButton({
  primary = false,
  busy = false,
  className = '',
  disabled,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`w-full rounded-lg px-6 py-3 text-sm font-semibold disabled:opacity-60 ${primary ? 'bg-ink text-white hover:bg-ink/90' : 'text-ink hover:bg-sand-100'} ${className}`}
      {...props}
    />
  );
}

const FIELDS: (keyof CardForm)[] = ['number', 'expiry', 'cvc', 'name'];

/** The order id and language of a payment page's address: `${API}/payments/{orderId}?lang=en|ar`. */
export function readPaymentLocation(location: { pathname: string; search: string }): {
  orderId: string;
  lang: Lang;
} {
  const orderId = decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
  const lang = new URLSearchParams(location.search).get('lang') === 'ar' ? 'ar' : 'en';
  return { orderId, lang };
}

function leave(path: string) {
  window.location.replace(path);
}

function Shell({ lang, children }: { lang: Lang; children: ReactNode }) {
  const tx = texts[lang];
  return (
    <main
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      className="min-h-dvh bg-sand-100 px-4 py-8 sm:py-14"
    >
      <div className="mx-auto w-full max-w-lg space-y-5">
        <p className="flex items-center justify-center gap-2 text-sm font-semibold text-ink-soft">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {tx.provider}
        </p>
        <div className="space-y-6 rounded-3xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
        <p className="text-center text-xs text-ink-muted">{tx.note}</p>
      </div>
    </main>
  );
}

function Notice({ lang, title, body, to }: { lang: Lang; title: string; body: string; to: string }) {
  return (
    <Shell lang={lang}>
      <h1 className="font-sans text-2xl font-semibold text-ink">{title}</h1>
      <p className="text-ink-soft">{body}</p>
      <ProviderButton primary onClick={() => leave(to)}>
        {texts[lang].backToShop}
      </ProviderButton>
    </Shell>
  );
}

function PaymentPage({ orderId, lang }: { orderId: string; lang: Lang }) {
  const tx = texts[lang];
  const resultPath = paths.checkoutResult(orderId);
  const [row] = useState(() => orders.find((r) => r.id === orderId));
  const [form, setForm] = useState<CardForm>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [paying, setPaying] = useState(false);
  const refs = useRef<Partial<Record<keyof CardForm, HTMLInputElement | null>>>({});

  if (!row) {
    return (
      <Notice lang={lang} title={tx.notFoundTitle} body={tx.notFoundBody} to={localizePath('/cart', lang)} />
    );
  }
  if (!(row.status === 'pending' && row.payment.status === 'pending')) {
    return <Notice lang={lang} title={tx.doneTitle} body={tx.doneBody} to={resultPath} />;
  }
  const order = toOrder(row, lang);
  const total = formatPrice(order.total, order.currency, lang);

  const set = (field: keyof CardForm, value: string) => {
    const formatted =
      field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value;
    setForm((f) => ({ ...f, [field]: formatted }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    const found = validateCardForm(form);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setPaying(true);
    // A moment, as a real provider takes, so the processing state is seen.
    window.setTimeout(() => {
      const expiry = parseExpiry(form.expiry) ?? undefined;
      payOrder(orderId, form.number, expiry);
      leave(resultPath);
    }, 700);
  };

  const error = (field: keyof CardForm) => errors[field]?.[lang];
  const digitsClass = lang === 'ar' ? 'text-right' : '';

  return (
    <Shell lang={lang}>
      <div className="space-y-1">
        <h1 className="font-sans text-2xl font-semibold text-ink">{tx.payTo}</h1>
        <dl className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-sand-200 pb-5">
          <div>
            <dt className="text-sm text-ink-soft">{tx.order}</dt>
            <dd className="font-semibold text-ink" dir="ltr">
              {order.orderNumber}
            </dd>
          </div>
          <div className="text-end">
            <dt className="text-sm text-ink-soft">{tx.amount}</dt>
            <dd className="text-2xl font-semibold text-ink">{total}</dd>
          </div>
        </dl>
      </div>

      <section aria-labelledby="test-cards" className="rounded-2xl bg-sand-50 p-4 text-sm text-ink-soft">
        <h2 id="test-cards" className="mb-1 font-semibold text-ink">
          {tx.testCards}
        </h2>
        <ul className="space-y-0.5">
          <li>
            <span dir="ltr" className="font-mono text-ink">
              4242 4242 4242 4242
            </span>{' '}
            — {tx.accepted}
          </li>
          <li>
            <span dir="ltr" className="font-mono text-ink">
              4000 0000 0000 0002
            </span>{' '}
            — {tx.declined}
          </li>
        </ul>
        <p className="mt-1">{tx.anyExpiry}</p>
      </section>

      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={paying || undefined}>
        {Object.values(errors).some(Boolean) && <p className="text-sm font-medium text-red-700">{tx.fix}</p>}
        <CardField
          ref={(el) => {
            refs.current.number = el;
          }}
          label={tx.number}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          className={`font-mono tracking-wider ${digitsClass}`}
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          value={form.number}
          onChange={(e) => set('number', e.target.value)}
          error={error('number')}
          disabled={paying}
        />
        <div className="grid grid-cols-2 gap-4">
          <CardField
            ref={(el) => {
              refs.current.expiry = el;
            }}
            label={tx.expiry}
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            className={digitsClass}
            placeholder="MM/YY"
            maxLength={5}
            value={form.expiry}
            onChange={(e) => set('expiry', e.target.value)}
            error={error('expiry')}
            disabled={paying}
          />
          <CardField
            ref={(el) => {
              refs.current.cvc = el;
            }}
            label={tx.cvc}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            className={digitsClass}
            placeholder="123"
            maxLength={4}
            value={form.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
            error={error('cvc')}
            hint={tx.cvcHint}
            disabled={paying}
          />
        </div>
        <CardField
          ref={(el) => {
            refs.current.name = el;
          }}
          label={tx.name}
          name="ccname"
          autoComplete="cc-name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
          disabled={paying}
        />
        <div className="space-y-3 pt-2">
          <ProviderButton type="submit" primary busy={paying}>
            {paying ? tx.paying : tx.pay(total)}
          </ProviderButton>
          <ProviderButton disabled={paying} onClick={() => leave(resultPath)}>
            {tx.cancel}
          </ProviderButton>
        </div>
        <p role="status" className="sr-only">
          {paying ? tx.paying : ''}
        </p>
      </form>
    </Shell>
  );
}

export function mountPaymentPage(container: HTMLElement, location: { pathname: string; search: string }) {
  const { orderId, lang } = readPaymentLocation(location);
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = texts[lang].provider;
  createRoot(container).render(<PaymentPage orderId={orderId} lang={lang} />);
}
