import { useEffect, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';

const MESSAGE_MAX = 1000;

/**
 * The launcher's panel (chat-launcher.tsx), a file of its own: its form (react-hook-form) is loaded as she reaches
 * for the launcher, not with it on every page. Her first message, or why the chat cannot open and the way out.
 */
export function ChatPanel({
  panelId,
  titleId,
  status,
  allowed,
  whatsapp,
  onClose: close,
  onKeyDown,
  onSend: send,
  onConsent,
}: {
  panelId: string;
  titleId: string;
  status: 'idle' | 'loading' | 'failed';
  allowed: boolean;
  whatsapp: string;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onSend: (message: string) => Promise<void>;
  onConsent: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    // Escape from anywhere inside the panel closes it, as a native dialog's would.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={panelId}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="pointer-events-auto w-[min(22rem,calc(100vw-2rem))] space-y-3 rounded-2xl border border-sand-200 bg-white p-4 text-sm shadow-xl"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-sans text-base font-semibold text-ink">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={close}
          className="rounded-full px-2 py-1 text-ink-soft hover:bg-sand-100"
          aria-label={t('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {status === 'failed' ? (
        <WhatsappWayOut text={t('failed')} href={whatsapp} alert />
      ) : allowed ? (
        <ChatForm onSend={send} sending={status === 'loading'} />
      ) : (
        <>
          <WhatsappWayOut text={t('needsConsent')} href={whatsapp} />
          <Button variant="link" onClick={onConsent}>
            {t('footer.cookieSettings', { ns: 'common' })}
          </Button>
        </>
      )}
    </section>
  );
}

function WhatsappWayOut({ text, href, alert = false }: { text: string; href: string; alert?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <p role={alert ? 'alert' : undefined} className="text-ink-soft">
        {text}
      </p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary', '!py-2 w-full')}
      >
        {t('whatsapp')}
      </a>
    </>
  );
}

/** Her first message, handed to the provider when she sends it. */
function ChatForm({ onSend, sending }: { onSend: (message: string) => Promise<void>; sending: boolean }) {
  const { t } = useTranslation('chat');
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ message: string }>({ defaultValues: { message: '' } });
  useEffect(() => setFocus('message'), [setFocus]);
  return (
    <form noValidate className="space-y-3" onSubmit={handleSubmit(({ message }) => onSend(message.trim()))}>
      <p className="text-ink-soft">{t('intro')}</p>
      <TextAreaField
        label={t('message')}
        rows={3}
        maxLength={MESSAGE_MAX}
        dir="auto"
        error={errors.message?.message}
        {...register('message', { validate: (value) => value.trim() !== '' || t('required') })}
      />
      <Button type="submit" loading={sending} className="w-full !py-2">
        {sending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
