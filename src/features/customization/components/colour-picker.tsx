import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@/lib/localize';
import type { Colour } from '@/domain/schemas';

type Props = { colours: Colour[]; value: number; onChange: (id: number) => void };

/** Colour swatches as a radio group: arrow keys move between them, each is named by its colour. */
export function ColourPicker({ colours, value, onChange }: Props) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = useId();
  const selected = colours.find((c) => c.id === value);
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">
        {selected ? t('colour.selected', { name: localize(selected.name, lang) }) : t('colour.legend')}
      </legend>
      <div className="flex flex-wrap gap-3">
        {colours.map((colour) => {
          const checked = colour.id === value;
          return (
            <label
              key={colour.id}
              className="group flex cursor-pointer flex-col items-center gap-1.5"
              title={localize(colour.name, lang)}
            >
              <input
                type="radio"
                name={name}
                value={colour.id}
                checked={checked}
                onChange={() => onChange(colour.id)}
                aria-label={localize(colour.name, lang)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={[
                  'grid size-11 place-items-center rounded-full border-2 transition',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  checked ? 'border-ink' : 'border-transparent group-hover:border-ink/30',
                ].join(' ')}
              >
                <span
                  className="size-8 rounded-full shadow-inner ring-1 ring-black/15"
                  style={{ backgroundColor: colour.hex }}
                />
              </span>
              <span
                className={`max-w-20 text-center text-xs leading-tight ${checked ? 'font-semibold text-ink' : 'text-ink-muted'}`}
              >
                {localize(colour.name, lang)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
