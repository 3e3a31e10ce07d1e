import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// eslint-disable-next-line no-restricted-imports -- the test moves between exact paths of either language
import { createRoutesStub, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRecorders, type RecordingConfig } from './recording-provider';
import { SessionRecording } from './session-recording';

const CLARITY: RecordingConfig = { provider: 'clarity', id: 'abc123', scriptUrl: null };
const HOTJAR: RecordingConfig = { provider: 'hotjar', id: '3141592', scriptUrl: null };

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      {`Go to ${path}`}
    </button>
  );
}

function show(recording: RecordingConfig, start: string, leave = vi.fn()) {
  const Screen = () => (
    <>
      <p data-private="">Noor Al-Khalifa</p>
      {['/products', '/ar/checkout', '/profile/password-change', '/cart'].map((path) => (
        <GoTo key={path} path={path} />
      ))}
      <SessionRecording recording={recording} leave={leave} />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Screen }]);
  const view = render(<Stub initialEntries={[start]} />);
  return { ...view, leave };
}

// The recorder's script is no part of what she sees: the document's head is read directly.
const recorderScripts = () =>
  // eslint-disable-next-line testing-library/no-node-access
  [...document.head.querySelectorAll('script')].filter((s) => /clarity|hotjar/.test(s.src));
const clarityCalls = () => (window.clarity?.q ?? []).map((args) => (args as unknown[])[0]);

afterEach(() => {
  for (const script of recorderScripts()) script.remove();
  forgetRecorders();
  delete window.clarity;
  delete window.hj;
  delete window._hjSettings;
});

describe('the session recording', () => {
  it('starts Clarity on an ordinary page, with the shop’s private data masked', async () => {
    show(CLARITY, '/products');
    expect(recorderScripts().map((s) => s.src)).toEqual(['https://www.clarity.ms/tag/abc123']);
    expect(await screen.findByText('Noor Al-Khalifa')).toHaveAttribute('data-clarity-mask', 'true');
  });

  it('stops Clarity on a payment or password page and starts it again after', async () => {
    const user = userEvent.setup();
    show(CLARITY, '/products');
    await user.click(screen.getByRole('button', { name: 'Go to /ar/checkout' }));
    expect(clarityCalls()).toEqual(['stop']);
    await user.click(screen.getByRole('button', { name: 'Go to /profile/password-change' }));
    expect(clarityCalls()).toEqual(['stop']);
    await user.click(screen.getByRole('button', { name: 'Go to /cart' }));
    expect(clarityCalls()).toEqual(['stop', 'start']);
  });

  it('never starts on a payment or password page, only once she leaves it', async () => {
    const user = userEvent.setup();
    show(CLARITY, '/ar/checkout');
    expect(recorderScripts()).toEqual([]);
    expect(window.clarity).toBeUndefined();
    expect(screen.getByText('Noor Al-Khalifa')).not.toHaveAttribute('data-clarity-mask');
    await user.click(screen.getByRole('button', { name: 'Go to /products' }));
    expect(recorderScripts()).toHaveLength(1);
  });

  it('ends when her consent is withdrawn (the recording unmounted)', () => {
    const { unmount } = show(CLARITY, '/products');
    unmount();
    expect(clarityCalls()).toEqual(['stop']);
  });

  it('starts Hotjar with its settings and mask, and leaves it behind on a password page (Hotjar has no stop)', async () => {
    const user = userEvent.setup();
    const { leave } = show(HOTJAR, '/products');
    expect(recorderScripts().map((s) => s.src)).toEqual([
      'https://static.hotjar.com/c/hotjar-3141592.js?sv=6',
    ]);
    expect(window._hjSettings).toEqual({ hjid: 3141592, hjsv: 6 });
    expect(screen.getByText('Noor Al-Khalifa')).toHaveAttribute('data-hj-suppress', '');
    expect(leave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go to /profile/password-change' }));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('never starts Hotjar on a payment page', () => {
    const { leave } = show(HOTJAR, '/ar/checkout');
    expect(recorderScripts()).toEqual([]);
    expect(window.hj).toBeUndefined();
    expect(leave).not.toHaveBeenCalled();
  });
});
