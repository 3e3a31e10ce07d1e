import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog, as the shop's dialogs are opened. */
function Page({ mountOnOpen = false }: { mountOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} title="Added to your cart">
      <button type="button" onClick={() => setOpen(false)}>
        Continue shopping
      </button>
    </Dialog>
  );
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Add to cart
      </button>
      <button type="button">Something else</button>
      {/* the photo zoom is drawn only while it is open, so it leaves the page open */}
      {mountOnOpen ? open && dialog : dialog}
    </main>
  );
}

describe('the dialog frame', () => {
  it('is named by its heading and has a close button named in English and in Arabic', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    unmount();

    await i18next.changeLanguage('ar');
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened it when her close button closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the opener when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(opener);
    // showModal() puts the focus in the dialog in a browser (jsdom's stand-in does not)
    screen.getByRole('button', { name: 'Close' }).focus();
    // the browser turns Escape into the dialog's cancel event (jsdom does not)
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the opener when one of its own actions closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the opener when the dialog leaves the page while open', async () => {
    const user = userEvent.setup();
    render(<Page mountOnOpen />);
    const opener = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves the focus where the page put it after closing', async () => {
    function MovesFocus() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Notify me
          </button>
          <input aria-label="Search" />
          <Dialog
            open={open}
            onClose={() => {
              setOpen(false);
              screen.getByRole('textbox', { name: 'Search' }).focus();
            }}
            title="Notify me"
          >
            <p>Body</p>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<MovesFocus />);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
