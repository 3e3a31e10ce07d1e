import { forwardRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './account-icons';
import { TextField } from './field';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(props, ref) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          className="rounded-full p-2 text-ink-soft hover:bg-sand-100"
        >
          <EyeIcon off={visible} className="size-5" />
        </button>
      }
      {...props}
    />
  );
});
