// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Modal } from './modal.js';
import { ModalStackProvider, useModalStack } from './modal-stack-provider.js';

afterEach(cleanup);

function Basic(props: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Modal
      title="Autentificare"
      description="Intrați în cont"
      trigger={<button type="button">Deschide</button>}
      onOpenChange={props.onOpenChange}
    >
      <input aria-label="E-mail" />
    </Modal>
  );
}

describe('Modal', () => {
  it('opens from its trigger as a named dialog and traps focus inside', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    const dialog = screen.getByRole('dialog', { name: 'Autentificare' });
    expect(dialog).toHaveAccessibleDescription('Intrați în cont');
    expect(dialog.dataset.slot).toBe('modal');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Basic onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Deschide' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns focus to what opened it when it has no trigger (a stack modal)', async () => {
    const user = userEvent.setup();
    function Opener() {
      const { open } = useModalStack();
      return (
        <button type="button" onClick={() => open('sign-in')}>
          Intră în cont
        </button>
      );
    }
    render(
      <ModalStackProvider>
        <Opener />
        <Modal id="sign-in" title="Autentificare">
          <button type="button">Trimite</button>
        </Modal>
      </ModalStackProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Intră în cont' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Autentificare' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('follows an opener replaced just after it got focus back (sign-in → account link)', async () => {
    const user = userEvent.setup();
    function Header() {
      const { open } = useModalStack();
      const [signedIn, setSignedIn] = useState(false);
      return (
        <header>
          {signedIn ? (
            <a href="/pages/profile">Contul meu</a>
          ) : (
            <button type="button" onClick={() => open('sign-in')}>
              Intră în cont
            </button>
          )}
          <Modal id="sign-in" title="Autentificare">
            {/* The session arrives a moment after the dialog closed. */}
            <button type="button" onClick={() => setTimeout(() => setSignedIn(true), 50)}>
              Trimite
            </button>
          </Modal>
        </header>
      );
    }
    render(
      <ModalStackProvider>
        <Header />
      </ModalStackProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Intră în cont' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Autentificare' });
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contul meu' })).toHaveFocus());
  });

  it('closes from the close button, labelled in the current language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ru">
        <Modal title="Вход" defaultOpen>
          Текст
        </Modal>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled by open', () => {
    const { rerender } = render(<Modal title="Hartă" open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Modal title="Hartă" open />);
    expect(screen.getByRole('dialog', { name: 'Hartă' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(
      <Modal title="Autentificare" description="Intrați în cont" defaultOpen>
        <p>Text</p>
      </Modal>,
    );
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});

function StackControls() {
  const { stack, open, closeAll, isActive } = useModalStack();
  return (
    <div>
      <output aria-label="stack">{stack.join(',')}</output>
      <output aria-label="active">{String(isActive('restore'))}</output>
      <button type="button" onClick={() => open('restore')}>
        open restore
      </button>
      <button type="button" onClick={closeAll}>
        close all
      </button>
    </div>
  );
}

describe('Modal stack', () => {
  it('makes only the top modal interactive; Escape closes the top one; closeAll closes all', async () => {
    const user = userEvent.setup();
    render(
      <ModalStackProvider defaultStack={['sign-in', 'restore']}>
        <StackControls />
        <Modal id="sign-in" title="Autentificare">
          <button type="button">Intră</button>
        </Modal>
        <Modal id="restore" title="Restabilire parolă">
          <button type="button">Trimite</button>
        </Modal>
      </ModalStackProvider>,
    );
    const top = await screen.findByRole('dialog', { name: 'Restabilire parolă' });
    const [lower] = document.querySelectorAll<HTMLElement>('[data-slot="modal"]');
    expect(lower).toHaveTextContent('Autentificare');
    expect(lower).toHaveAttribute('inert');
    expect(top).not.toHaveAttribute('inert');
    const stack = () => document.querySelector('output[aria-label="stack"]')?.textContent;
    expect(stack()).toBe('sign-in,restore');
    expect(document.querySelector('output[aria-label="active"]')).toHaveTextContent('true');

    // Escape comes from a shopper in the open modal: focus has moved into it first.
    await waitFor(() => expect(top).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restabilire parolă' })).toBeNull(),
    );
    expect(stack()).toBe('sign-in');
    expect(screen.getByRole('dialog', { name: 'Autentificare' })).not.toHaveAttribute('inert');

    fireEvent.click(screen.getByText('open restore'));
    expect(stack()).toBe('sign-in,restore');
    fireEvent.click(screen.getByText('close all'));
    expect(stack()).toBe('');
    expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0);
  });

  it('useModalStack throws without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<StackControls />)).toThrow(/ModalStackProvider/);
    vi.restoreAllMocks();
  });
});
