import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@/lib/localize';
import type { Fabric } from '@/domain/schemas';

type Props = { fabrics: Fabric[]; value: number; onChange: (id: number) => void };

export function FabricPicker({ fabrics, value, onChange }: Props) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{t('fabric.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {fabrics.map((fabric) => {
          const checked = fabric.id === value;
          return (
            <label
              key={fabric.id}
              className={[
                'cursor-pointer rounded-full border px-4 py-2 text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-ink bg-ink font-semibold text-white'
                  : 'border-sand-300 bg-white text-ink hover:border-ink/40',
              ].join(' ')}
            >
              <input
                type="radio"
                name={name}
                value={fabric.id}
                checked={checked}
                onChange={() => onChange(fabric.id)}
                className="sr-only"
              />
              {localize(fabric.name, lang)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
