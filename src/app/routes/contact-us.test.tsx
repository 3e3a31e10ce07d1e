import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { contactMessages } from '@/mocks/handlers/contact';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const MESSAGE = 'I would like the Layla abaya in a longer length. Can you help?';

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  values = { name: 'Noora', email: 'noora@example.com', message: MESSAGE },
) {
  await user.type(await screen.findByLabelText('Your name', {}), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Message'), values.message);
}

// Compile the lazy screens before the clock starts: on a busy machine the first render would time out.
beforeAll(async () => {
  await Promise.all([import('./contact-us')]);
}, 60_000);

describe('contact us', () => {
  it('shows the shop’s email, phone, atelier address and opening hours', async () => {
    renderApp({ route: '/contact-us' });
    expect(await screen.findByRole('link', { name: 'care@tafseel.example' })).toHaveAttribute(
      'href',
      'mailto:care@tafseel.example',
    );
    expect(screen.getByRole('link', { name: '+973 1700 0000' })).toHaveAttribute('href', 'tel:+97317000000');
    expect(
      screen.getByText('Building 12, Road 3803, Block 338, Adliya, Manama, Bahrain'),
    ).toBeInTheDocument();
    expect(screen.getByText('Saturday to Thursday, 10:00 – 20:00')).toBeInTheDocument();
  });

  it('says what is missing or wrong next to each field, and sends nothing', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/contact')) sent += 1;
    });
    const { user } = renderApp({ route: '/contact-us' });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('This field is required');

    await user.type(screen.getByLabelText('Your name'), 'No');
    await user.type(screen.getByLabelText('Email'), 'noora@');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('bounds the name, email and message next to each field, in both languages, and sends nothing', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/contact')) sent += 1;
    });
    const { user } = renderApp({ route: '/contact-us' });
    const name = await screen.findByLabelText('Your name', {});
    fireEvent.change(name, { target: { value: 'N'.repeat(10_000) } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: `${'n'.repeat(250)}@example.com` } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'm'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
        'Please keep it to 50 characters or fewer',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An email address has at most 254 characters',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please keep your message under 2000 characters',
    );
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() =>
      expect(screen.getByLabelText('اسمك')).toHaveAccessibleDescription('يرجى ألا يزيد على 50 حرفاً'),
    );
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('sends one message when the button is pressed twice in the same task', async () => {
    const { user } = renderApp({ route: '/contact-us' });
    await fillForm(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- both presses must land before React re-renders
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(contactMessages.all()).toHaveLength(1);
  });

  it('shows the validation messages in Arabic for an Arabic shopper', async () => {
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/contact-us' });
    await user.click(await screen.findByRole('button', { name: 'أرسلي الرسالة' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(3);
  });

  it('sends the message and says it was sent successfully', async () => {
    const { user } = renderApp({ route: '/contact-us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(screen.getByText(/We will answer at noora@example.com/)).toBeInTheDocument();
    expect(contactMessages.all().at(-1)).toMatchObject({
      name: 'Noora',
      email: 'noora@example.com',
      message: MESSAGE,
      userId: null,
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('sends the signed-in shopper’s token with the message', async () => {
    const { user } = renderApp({ route: '/contact-us', user: 'user' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(contactMessages.all().at(-1)?.userId).toEqual(expect.any(String));
  });

  it('shows a server error in the shop’s words and keeps everything she wrote', async () => {
    server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json(
          { message: { en: 'Our inbox is resting, please try later.', ar: 'صندوق الرسائل متوقف مؤقتاً.' } },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/contact-us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // a 5xx speaks for the server, not to her: the shop's own words
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(alert).not.toHaveTextContent('Our inbox is resting');
    expect(screen.getByLabelText('Your name')).toHaveValue('Noora');
    expect(screen.getByLabelText('Email')).toHaveValue('noora@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps the message when the network fails, and shows the server’s field errors next to the fields', async () => {
    server.use(http.post(apiPath('/contact'), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/contact-us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Error: something went wrong, please try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);

    server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json(
          {
            message: { en: 'Some fields are not valid.' },
            errors: { email: { en: 'This address cannot receive mail.' } },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This address cannot receive mail.'),
    );
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
  });
});
