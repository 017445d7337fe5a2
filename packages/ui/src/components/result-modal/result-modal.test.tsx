// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator, I18nProvider } from '../../i18n/index.js';
import { ModalStackProvider } from '../../primitives/modal/modal-stack-provider.js';
import { ResultModalExample } from './examples/result-modal.examples.js';
import { RESULT_MODAL_KINDS, resultModalContent } from './result-modal.content.js';
import { ResultModal } from './result-modal.js';

afterEach(cleanup);

describe('ResultModal', () => {
  it.each(RESULT_MODAL_KINDS)('has no axe violations: %s', async (kind) => {
    render(<ResultModalExample kind={kind} />);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('success: a dialog named by its title, described by its message, with a decorative tick', () => {
    render(<ResultModalExample kind="passwordSuccess" />);
    const dialog = screen.getByRole('dialog', { name: 'Parola a fost schimbată' });
    expect(dialog).toHaveAccessibleDescription('Vă puteți autentifica acum cu parola nouă.');
    const icon = dialog.querySelector('[data-slot="result-modal-icon"]');
    expect(icon?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.querySelector('[data-slot="result-modal"]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(dialog.className).toContain('shop:border-t-success-solid');
  });

  it('error: the mark and the red edge', () => {
    render(<ResultModalExample kind="passwordError" />);
    const dialog = screen.getByRole('dialog', { name: 'Parola nu a fost schimbată' });
    expect(dialog).toHaveAccessibleDescription(
      'Linkul sau codul nu mai este valabil. Cereți unul nou din fereastra de autentificare.',
    );
    expect(dialog.querySelector('[data-slot="result-modal"]')).toHaveAttribute(
      'data-tone',
      'error',
    );
    expect(dialog.className).toContain('shop:border-t-danger');
  });

  it('its button closes it (and says so through onOpenChange)', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ResultModal
        defaultOpen
        tone="success"
        title="Gata"
        message="Totul e bine."
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Am înțeles' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('in a stack: its button closes only itself, by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ModalStackProvider defaultStack={['below', 'result']}>
        <ResultModal id="below" tone="success" title="Dedesubt" message="Fereastra de jos." />
        <ResultModal id="result" tone="error" title="Deasupra" message="Fereastra de sus." />
      </ModalStackProvider>,
    );
    const top = await screen.findByRole('dialog', { name: 'Deasupra' });
    await waitFor(() => expect(top).toContainElement(document.activeElement as HTMLElement));
    const button = screen.getByRole('button', { name: 'Am înțeles' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Deasupra' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Dedesubt' })).toBeInTheDocument();
  });

  it('takes its own button text', () => {
    render(<ResultModal defaultOpen tone="success" title="T" message="M" closeLabel="Continuă" />);
    expect(screen.getByRole('button', { name: 'Continuă' })).toBeInTheDocument();
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <ResultModalExample kind="restorePhone" />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Проверьте SMS' });
    expect(dialog).toHaveAccessibleDescription(
      'Если номер принадлежит учётной записи, мы отправили на него код из 6 цифр. Введите его в следующем окне.',
    );
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeInTheDocument();
  });
});

describe('resultModalContent', () => {
  const ro = getTranslator('ro');

  it('gives tone, title and message of each outcome', () => {
    expect(resultModalContent(ro, 'passwordSuccess').tone).toBe('success');
    expect(resultModalContent(ro, 'passwordError').tone).toBe('error');
    expect(resultModalContent(ro, 'restoreEmail')).toEqual({
      tone: 'success',
      title: 'Verificați e-mailul',
      message:
        'Dacă adresa aparține unui cont, v-am trimis un link pentru a alege o parolă nouă. Linkul este valabil 30 de minute.',
    });
    expect(resultModalContent(getTranslator('en'), 'restorePhone').message).toBe(
      'If the number belongs to an account, we have sent it a 6-digit code by SMS. Enter it in the next window.',
    );
  });

  it('says the profile’s personal data were saved, in the three languages', () => {
    expect(resultModalContent(ro, 'profileDataSuccess')).toEqual({
      tone: 'success',
      title: 'Datele au fost salvate',
      message: 'Datele personale ale contului au fost actualizate.',
    });
    expect(resultModalContent(getTranslator('en'), 'profileDataSuccess').title).toBe(
      'Your details are saved',
    );
    expect(resultModalContent(getTranslator('ru'), 'profileDataSuccess').title).toBe(
      'Данные сохранены',
    );
  });

  it('says a form could not be sent (SPEC §8), with the rate limit or lost connection by their own text', () => {
    expect(resultModalContent(ro, 'formError')).toEqual({
      tone: 'error',
      title: 'Ceva nu a mers bine...',
      message:
        'Formularul nu a putut fi trimis. Datele introduse s-au păstrat: deschideți-l din nou și încercați peste câteva minute.',
    });
    expect(
      resultModalContent(getTranslator('en'), 'formError', { detail: 'internal_error' }).title,
    ).toBe('Something went wrong...');
    expect(resultModalContent(ro, 'formError', { detail: 'too_many_requests' }).message).toBe(
      ro.apiDetail('too_many_requests'),
    );
    expect(resultModalContent(getTranslator('ru'), 'partnerSuccess').title).toBe(
      'Заявка отправлена',
    );
  });

  it('says a refused Google or Facebook sign-in means a wrong login or password (SPEC §8)', () => {
    expect(resultModalContent(ro, 'socialError')).toMatchObject({
      tone: 'error',
      title: 'Autentificarea nu a reușit',
    });
    expect(resultModalContent(getTranslator('ru'), 'socialError').message).toMatch(
      /^Неверный логин или пароль/,
    );
  });

  it('explains a password error by its detail, unless the link or code is simply invalid', () => {
    const own = resultModalContent(ro, 'passwordError').message;
    expect(resultModalContent(ro, 'passwordError', { detail: 'invalid_token' }).message).toBe(own);
    expect(resultModalContent(ro, 'passwordError', { detail: 'too_many_requests' }).message).toBe(
      'Prea multe încercări. Încercați din nou mai târziu.',
    );
    expect(resultModalContent(ro, 'passwordError', { detail: 'network' }).message).toBe(
      'Nu există conexiune. Verificați internetul și încercați din nou.',
    );
    expect(resultModalContent(ro, 'passwordError', { detail: 'Server prose' }).message).toBe(
      'A apărut o eroare. Încercați din nou mai târziu.',
    );
  });
});
