// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_DATA_STATES,
  ProfileDataExample,
  ProfileDataFormExample,
  TAKEN_EMAIL,
} from './examples/profile-data.examples.js';
import { SAMPLE_SOCIAL_USER } from './examples/profile-data.samples.js';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /Salvează datele|Se salvează datele/ });

describe('ProfileDataForm', () => {
  it.each(PROFILE_DATA_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<ProfileDataFormExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a physical person: the person type, the names, the phone and the e-mail, the required ones marked', () => {
    render(<ProfileDataFormExample state="physical" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Date personale');
    const type = screen.getByRole('radiogroup', { name: 'Tip de client' });
    expect(within(type).getByRole('radio', { name: 'Persoană fizică' })).toBeChecked();
    expect(field('Prenume')).toHaveValue('Ana');
    expect(field('Nume')).toHaveValue('Popescu');
    expect(field('Telefon')).toHaveValue('+373 (69) 123-456');
    expect(field('E-mail')).toHaveValue('ana.popescu@example.md');
    expect(field('Telefon')).toBeRequired();
    expect(field('E-mail')).toBeRequired();
    expect(field('Prenume')).not.toBeRequired();
    expect(
      screen.getByText('Câmpurile marcate cu * sunt obligatorii', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('IDNO')).toBeNull();
  });

  it('a juridical person adds the company, the TVA optional', () => {
    render(<ProfileDataFormExample state="juridical" />);
    expect(screen.getByRole('radio', { name: 'Persoană juridică' })).toBeChecked();
    expect(field('Denumirea companiei')).toHaveValue('Construct Grup SRL');
    for (const label of ['Denumirea companiei', 'IDNO', 'IBAN', 'BIC']) {
      expect(field(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/TVA/)).not.toBeRequired();
  });

  it('errors are tied to their fields', () => {
    render(<ProfileDataFormExample state="invalid" />);
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription(/e-mail/i);
    expect(field('IBAN')).toHaveAccessibleDescription(/24/);
    expect(field('IDNO')).toHaveAccessibleDescription(/obligatoriu/i);
    expect(field('Prenume')).not.toHaveAttribute('aria-invalid');
  });

  it('types, leaves, switches the type and submits; focus goes to the first invalid field', async () => {
    const user = userEvent.setup();
    const onFieldChange = vi.fn();
    const onFieldBlur = vi.fn();
    const onPersonTypeChange = vi.fn();
    const onSubmit = vi.fn();
    const handlers = { onFieldChange, onFieldBlur, onPersonTypeChange, onSubmit };
    const { rerender } = render(<ProfileDataFormExample state="physical" {...handlers} />);
    await user.type(field('Prenume'), 'x');
    expect(onFieldChange).toHaveBeenLastCalledWith('firstName', 'Anax');
    await user.tab();
    expect(onFieldBlur).toHaveBeenCalledWith('firstName');
    await user.click(screen.getByRole('radio', { name: 'Persoană juridică' }));
    expect(onPersonTypeChange).toHaveBeenCalledWith('juridical');
    rerender(<ProfileDataFormExample state="invalid" {...handlers} />);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(field('Telefon')).toHaveFocus());
  });

  it('sending: the button says so and a second press sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProfileDataFormExample state="sending" onSubmit={onSubmit} />);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(field('Prenume')).toHaveAttribute('readonly');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failure is said under the form; a refused field under itself', () => {
    render(<ProfileDataFormExample state="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/conexiun|internet|rețea/i);
    cleanup();
    render(<ProfileDataFormExample state="refused" />);
    // The alert region stays in the page, empty: the refusal is the field's own error.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('an incomplete account: the notice names what to complete, the field is marked', () => {
    render(<ProfileDataFormExample state="incomplete" />);
    const notice = screen.getByRole('region', { name: 'Contul nu este complet' });
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Telefon');
    expect(field('Telefon')).toHaveAccessibleDescription('De completat');
    expect(field('Telefon')).toHaveValue('+373');
  });
});

describe('ProfileDataTab', () => {
  it('shows errors on leaving a field, saves a company and reports it', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<ProfileDataExample onSaved={onSaved} />);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'ana@');
    await user.tab();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'ana@example.md');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('radio', { name: 'Persoană juridică' }));
    await user.click(submit());
    await waitFor(() => expect(field('Denumirea companiei')).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
    await user.type(field('Denumirea companiei'), 'Construct Grup SRL');
    await user.type(field('IDNO'), '1003600012344');
    await user.type(field('IBAN'), 'MD24AG000225100013104168');
    await user.type(field('BIC'), 'AGRNMD2X');
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      email: 'ana@example.md',
      person_type: 'juridical',
      company_name: 'Construct Grup SRL',
    });
  });

  it("the API's refusal of the e-mail shows under it, the values kept", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<ProfileDataExample onSaved={onSaved} />);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), TAKEN_EMAIL);
    await user.click(submit());
    await waitFor(() => expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('E-mail')).toHaveValue(TAKEN_EMAIL);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('completing an account from a social sign-in clears the notice', async () => {
    const user = userEvent.setup();
    render(<ProfileDataExample user={SAMPLE_SOCIAL_USER} />);
    expect(screen.getByRole('region', { name: 'Contul nu este complet' })).toBeInTheDocument();
    await user.type(field('Telefon'), '69555444');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Contul nu este complet' })).toBeNull(),
    );
    expect(field('Telefon')).toHaveValue('+373 (69) 555-444');
  });
});
