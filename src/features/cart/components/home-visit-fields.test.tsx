import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { EMPTY_VISIT, type VisitChoice } from '../utils/visit-dates';
import { HomeVisitFields } from './home-visit-fields';

// Wednesday 25 November 2026, noon in Bahrain: tomorrow is a Thursday, the day after a Friday (closed).
const WEDNESDAY = new Date('2026-11-25T09:00:00Z');

function Fields({ initial = EMPTY_VISIT }: { initial?: VisitChoice }) {
  const [value, setValue] = useState(initial);
  return <HomeVisitFields value={value} onChange={setValue} showMissing={false} now={WEDNESDAY} />;
}

async function renderFields(lang: 'en' | 'ar', initial?: VisitChoice) {
  if (lang === 'ar') await act(() => i18next.changeLanguage('ar'));
  render(
    <MemoryRouter initialEntries={[lang === 'ar' ? '/ar/cart' : '/cart']}>
      <Fields initial={initial} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

const words = {
  en: {
    tomorrow: 'Tomorrow',
    dayAfter: 'The day after tomorrow',
    closed: /Closed on Fridays/,
    custom: 'Another date',
    date: 'Date of the visit',
    friday: 'We do not visit on Fridays. Choose another day.',
  },
  ar: {
    tomorrow: 'غداً',
    dayAfter: 'بعد غد',
    closed: /مغلق أيام الجمعة/,
    custom: 'تاريخ آخر',
    date: 'تاريخ الزيارة',
    friday: 'لا نزور أيام الجمعة. اختاري يوماً آخر.',
  },
};

beforeAll(async () => {
  await i18next.loadNamespaces('cart');
  await i18next.loadLanguages('ar');
});

describe('the home visit’s day (the shop is closed on Fridays)', () => {
  for (const lang of ['en', 'ar'] as const) {
    const w = words[lang];

    it(`does not offer a named day that is a Friday, and says why (${lang})`, async () => {
      await renderFields(lang);
      expect(screen.getByRole('radio', { name: new RegExp(`^${w.tomorrow}`) })).toBeEnabled();
      const dayAfter = screen.getByRole('radio', { name: new RegExp(`^${w.dayAfter}`) });
      expect(dayAfter).toBeDisabled();
      expect(dayAfter).toHaveAccessibleName(w.closed);
    });

    it(`refuses a Friday typed as another date, next to the field (${lang})`, async () => {
      const { user } = await renderFields(lang);
      await user.click(screen.getByRole('radio', { name: w.custom }));
      const date = screen.getByLabelText(w.date);
      await user.type(date, '2026-12-04');
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(date).toHaveAccessibleDescription(w.friday);
      expect(screen.getByRole('alert')).toHaveTextContent(w.friday);
    });
  }

  it('refuses a named day that became a Friday since she chose it', async () => {
    await renderFields('en', { day: 'dayAfterTomorrow', customDate: '', timeOfDay: 'morning' });
    expect(screen.getByRole('alert')).toHaveTextContent(words.en.friday);
  });
});
