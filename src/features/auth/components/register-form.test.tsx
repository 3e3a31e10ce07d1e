import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

const sixteenYearsAgo = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 16);
  return d.toISOString().slice(0, 10);
};
const tomorrowSixteenYearsAgo = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 16);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

async function openRegister(lang: 'en' | 'ar' = 'en') {
  if (lang === 'ar') await i18next.changeLanguage('ar');
  const view = renderApp({ route: '/register' });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input, select' });
}

function errorOf(label: string) {
  const input = screen.queryByRole('group', { name: label }) ?? field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

/** Picks a YYYY-MM-DD birth date in the day, month and year fields. */
async function chooseBirthDate(
  user: ReturnType<typeof renderApp>['user'],
  iso: string,
  labels = { day: 'Day', month: 'Month', year: 'Year' },
) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await user.selectOptions(field(labels.day), day);
  await user.selectOptions(field(labels.month), month);
  await user.selectOptions(field(labels.year), year);
}

const long = (n: number) => 'a'.repeat(n);

describe('register form', () => {
  it('shows every required-field message in English when submitted empty', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Password',
      'Confirm password',
      'Date of birth',
      'How did you hear about us?',
    ]) {
      expect(errorOf(label)).toBe('This field is required');
    }
  });

  it('shows every required-field message in Arabic when submitted empty', async () => {
    const { user } = await openRegister('ar');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    for (const label of [
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'كلمة المرور',
      'تأكيد كلمة المرور',
      'تاريخ الميلاد',
      'كيف سمعتِ عنا؟',
    ]) {
      expect(errorOf(label)).toBe('هذا الحقل مطلوب');
    }
  });

  it.each([
    ['en', 'Jo', 'Must be at least 3 characters'],
    ['en', 'Mary Ann', 'Use letters only, with no spaces'],
    ['en', 'Sara1', 'Use letters only, with no spaces'],
    ['ar', 'Jo', 'يجب ألا يقل عن 3 أحرف'],
    ['ar', 'نور ة', 'استخدمي الحروف فقط ومن دون مسافات'],
  ] as const)('in %s rejects the first name %j with its message', async (lang, value, message) => {
    const { user } = await openRegister(lang);
    const label = lang === 'en' ? 'First name' : 'الاسم الأول';
    await user.type(field(label), value);
    await user.tab();
    expect(errorOf(label)).toBe(message);
  });

  it('accepts Arabic letters in names', async () => {
    const { user } = await openRegister();
    await user.type(field('Last name'), 'الخليفة');
    await user.tab();
    expect(errorOf('Last name')).toBeFalsy();
  });

  it.each([
    ['en', 'not-an-email', 'Invalid email address'],
    ['ar', 'not-an-email', 'البريد الإلكتروني غير صالح'],
  ] as const)('in %s rejects a malformed email', async (lang, value, message) => {
    const { user } = await openRegister(lang);
    const label = lang === 'en' ? 'Email' : 'البريد الإلكتروني';
    await user.type(field(label), value);
    await user.tab();
    expect(errorOf(label)).toBe(message);
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters', 'يجب ألا تقل كلمة المرور عن 8 أحرف'],
    [
      'abcdefg1!',
      'Password must contain at least one uppercase letter',
      'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل',
    ],
    [
      'ABCDEFG1!',
      'Password must contain at least one lowercase letter',
      'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل',
    ],
    [
      'Abcdefgh!',
      'Password must contain at least one number',
      'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
    ],
    [
      'Abcdefgh1',
      'Password must contain at least one special character',
      'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل',
    ],
  ])('rejects the password %j in both languages', async (value, en, ar) => {
    const { user } = await openRegister();
    await user.type(field('Password'), value);
    await user.tab();
    expect(errorOf('Password')).toBe(en);
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() => expect(errorOf('كلمة المرور')).toBe(ar));
    expect(field('كلمة المرور')).toHaveValue(value);
  });

  it('requires the confirmation to match, in both languages', async () => {
    const { user } = await openRegister();
    await user.type(field('Password'), 'Strong#Pass1');
    await user.type(field('Confirm password'), 'Strong#Pass2');
    await user.tab();
    expect(errorOf('Confirm password')).toBe('Passwords must match');
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() => expect(errorOf('تأكيد كلمة المرور')).toBe('كلمتا المرور غير متطابقتين'));
  });

  it('requires her to be 16 or older, in both languages', async () => {
    const { user } = await openRegister();
    await chooseBirthDate(user, tomorrowSixteenYearsAgo());
    await user.tab();
    expect(errorOf('Date of birth')).toBe('You must be 16+ years old to use the product');
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() =>
      expect(errorOf('تاريخ الميلاد')).toBe('يجب أن يكون عمرك 16 عاماً أو أكثر لاستخدام المتجر'),
    );
    await chooseBirthDate(user, sixteenYearsAgo(), { day: 'اليوم', month: 'الشهر', year: 'السنة' });
    await user.tab();
    expect(errorOf('تاريخ الميلاد')).toBeFalsy();
  });

  it('offers the six ways she may have heard of us', async () => {
    await openRegister();
    const options = within(field('How did you hear about us?'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose one', 'Facebook', 'Instagram', 'X', 'Website', 'Friend', 'Other']);
  });

  async function fillValid(user: ReturnType<typeof renderApp>['user'], email = 'mariam@example.com') {
    await user.type(field('First name'), 'Mariam');
    await user.type(field('Last name'), 'Alsayed');
    await user.type(field('Email'), email);
    await user.type(field('Password'), 'Strong#Pass1');
    await user.type(field('Confirm password'), 'Strong#Pass1');
    await user.selectOptions(field('Country'), 'kw');
    await chooseBirthDate(user, '1996-05-04');
    await user.selectOptions(field('How did you hear about us?'), 'friend');
  }

  it('creates the account with the contract body and goes home', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/auth/register')) body = await request.clone().json();
    });
    const { user, router } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({
      firstName: 'Mariam',
      lastName: 'Alsayed',
      email: 'mariam@example.com',
      password: 'Strong#Pass1',
      country: 'kw',
      birthDate: '1996-05-04',
      heardFrom: 'friend',
    });
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(await screen.findByText('Welcome to Tafseel, Mariam!')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("shows 'This email is already exist' and keeps what she typed", async () => {
    const { user } = await openRegister();
    await fillValid(user, 'noora@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already exist')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Mariam');
    expect(field('Password')).toHaveValue('Strong#Pass1');
  });

  it('shows the network error when the server cannot be reached', async () => {
    server.use(http.post(apiPath('/auth/register'), () => HttpResponse.error()));
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Network Error: something went wrong, please try again.'),
    ).toBeInTheDocument();
  });

  it("shows 'Unknown error' when the server answers without a message", async () => {
    server.use(http.post(apiPath('/auth/register'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
  });

  it("shows 'Unexpected Error: ' and the reason when the answer cannot be used", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiPath('/auth/register'), () =>
        HttpResponse.json({ token: 'wrong shape' }, { status: 201 }),
      ),
    );
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Unexpected Error: We received an unexpected answer from the shop. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it("puts the server's field errors next to their fields", async () => {
    server.use(
      http.post(apiPath('/auth/register'), () =>
        HttpResponse.json(
          {
            message: { en: 'Some fields are not valid.' },
            errors: { email: { en: 'This domain does not receive mail.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Email')).toBe('This domain does not receive mail.'));
    expect(screen.getByText('Some fields are not valid.')).toBeInTheDocument();
  });

  it('refuses 10,000-character names and over-long email and password next to the fields, in both languages, and sends nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    const { user } = await openRegister();
    fireEvent.change(field('First name'), { target: { value: long(10_000) } });
    fireEvent.change(field('Last name'), { target: { value: long(51) } });
    fireEvent.change(field('Email'), { target: { value: `${long(245)}@example.com` } });
    fireEvent.change(field('Password'), { target: { value: `Aa1!${long(125)}` } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('First name')).toBe('Please keep it to 50 characters or fewer'));
    expect(errorOf('Last name')).toBe('Please keep it to 50 characters or fewer');
    expect(errorOf('Email')).toBe('An email address has at most 254 characters');
    expect(errorOf('Password')).toBe('Password must be at most 128 characters');
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() => expect(errorOf('الاسم الأول')).toBe('يرجى ألا يزيد على 50 حرفاً'));
    expect(errorOf('البريد الإلكتروني')).toBe('لا يزيد البريد الإلكتروني على 254 حرفاً');
    expect(errorOf('كلمة المرور')).toBe('يجب ألا تزيد كلمة المرور على 128 حرفاً');
    expect(calls.filter((u) => u.includes('/auth/register'))).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('accepts a 50-letter name', async () => {
    const { user } = await openRegister();
    fireEvent.change(field('First name'), { target: { value: long(50) } });
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Last name')).toBe('This field is required'));
    expect(errorOf('First name')).toBeFalsy();
  });

  it('sends one request when the button is pressed twice in the same task', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/register')) sent += 1;
    });
    const { user, router } = await openRegister();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Create account' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- both presses must land before React re-renders
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toBe(1);
    server.events.removeAllListeners();
  });

  it('asks for the birth date as day, month and year in the page language and direction', async () => {
    const { user } = await openRegister('ar');
    const group = screen.getByRole('group', { name: 'تاريخ الميلاد' });
    expect(group).toHaveAttribute('lang', 'ar');
    expect(group).toHaveAttribute('dir', 'rtl');
    const month = within(group).getByLabelText('الشهر');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '–',
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ]);
    expect(within(group).getByLabelText('اليوم')).toBeInTheDocument();
    expect(within(group).getByLabelText('السنة')).toBeInTheDocument();

    // Half a date is not a date: she hears so once she leaves the field, in Arabic.
    await user.selectOptions(within(group).getByLabelText('اليوم'), '04');
    await user.selectOptions(month, '05');
    expect(errorOf('تاريخ الميلاد')).toBeFalsy();
    await user.tab();
    await user.tab();
    await waitFor(() => expect(errorOf('تاريخ الميلاد')).toBe('أدخلي تاريخاً صحيحاً'));
    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(errorOf('Date of birth')).toBe('Enter a valid date'));
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAttribute('dir', 'ltr');
  });
});
