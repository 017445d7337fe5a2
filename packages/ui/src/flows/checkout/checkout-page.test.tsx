// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { orderTotals } from '@shop/core/rules';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator, I18nProvider } from '../../i18n/index.js';
import { SAMPLE_LINES, SMALL_LINES } from './examples/checkout.samples.js';
import { checkoutErrorText } from './checkout-page.js';
import { CHECKOUT_PAGE_STATES, CheckoutPageExample } from './examples/checkout-page.examples.js';

afterEach(cleanup);

const summary = () => screen.getByRole('complementary', { name: /Comanda dumneavoastră/ });

describe('CheckoutPage', () => {
  it.each(CHECKOUT_PAGE_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<CheckoutPageExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('pickup: a shop without every line is disabled, says what it lacks, and is refused', () => {
    render(<CheckoutPageExample state="pickupShort" />);
    const balti = screen.getByRole('radio', { name: /Bălți/ });
    expect(balti).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Chișinău/ })).toBeEnabled();
    const names = SAMPLE_LINES.slice(0, 2).map((line) => line.name);
    expect(screen.getByText(`Nu are în stoc: ${names.join(', ')}`)).toBeInTheDocument();
    expect(
      screen.getByText(/Magazinul ales nu mai are toate produsele comenzii/),
    ).toBeInTheDocument();
  });

  it('guest: a region named by its heading, the banner, the accordion of three steps', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(<CheckoutPageExample state="guestFresh" onSignIn={onSignIn} />);
    expect(screen.getByRole('region', { name: 'Plasarea comenzii' })).toBeInTheDocument();
    expect(screen.getByText('Aveți cont? Intrați pentru a folosi datele salvate')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Date de contact/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Livrare/ })).toBeDisabled();
    expect(screen.getByLabelText('Telefon')).toHaveValue('+373');
  });

  it('required fields are marked before anything is sent, and the mark is explained', () => {
    render(<CheckoutPageExample state="guestFresh" />);
    expect(screen.getByText('Câmpurile marcate cu * sunt obligatorii')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prenume' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Nume' })).not.toBeRequired();
    expect(screen.queryByText('Câmp obligatoriu')).toBeNull();
  });

  it('fields report their changes; Continue names its section', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onContinue = vi.fn();
    render(<CheckoutPageExample state="guestFresh" onChange={onChange} onContinue={onContinue} />);
    await user.type(screen.getByLabelText('Prenume'), 'M');
    expect(onChange).toHaveBeenCalledWith({ field: 'firstName', value: 'M' });
    await user.click(screen.getByRole('radio', { name: 'Persoană juridică' }));
    expect(onChange).toHaveBeenCalledWith({ field: 'personType', value: 'juridical' });
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(onContinue).toHaveBeenCalledWith('contacts');
  });

  it('a completed section shows its summary and an Edit button', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<CheckoutPageExample state="guestSectionDone" onEdit={onEdit} />);
    expect(screen.getByText('Maria Rusu')).toBeVisible();
    expect(screen.getByText('+373 (79) 555-010')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Editează: Date de contact' }));
    expect(onEdit).toHaveBeenCalledWith('contacts');
    expect(screen.getByLabelText('Adresa de livrare')).toBeVisible();
    expect(screen.getByLabelText('Data dorită a livrării')).toHaveAttribute('min', '2025-03-10');
  });

  it('errors: translated, tied to their fields; the agreement in its error state', () => {
    render(<CheckoutPageExample state="errors" />);
    expect(screen.getByLabelText('Prenume')).toHaveAccessibleDescription(
      'Introduceți cel puțin 2 caractere',
    );
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /Introduceți o adresă de e-mail validă/,
    );
    expect(screen.getByRole('checkbox', { name: /Sunt de acord/ })).toHaveAccessibleDescription(
      'Trebuie să acceptați termenii și condițiile',
    );
  });

  it('submit calls back and moves focus to the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutPageExample state="errors" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.getByLabelText('Prenume')).toHaveFocus());
  });

  it('summary: lines with quantity × price, unit, totals; the edit link asks for the cart', async () => {
    const user = userEvent.setup();
    const onEditCart = vi.fn();
    render(<CheckoutPageExample state="guestFresh" onEditCart={onEditCart} />);
    const box = within(summary());
    expect(box.getAllByRole('listitem')).toHaveLength(3);
    expect(box.getByText('3 × 62 lei · Set')).toBeVisible();
    expect(box.getByRole('link', { name: /Bosch PSB 500 RE/ })).toHaveAttribute(
      'href',
      '/pages/product/masina-de-gaurit-bosch',
    );
    // The items and the total: no discount, no fee (above 500 lei).
    expect(box.getAllByText('1.344,50 lei', { selector: 'dd' })).toHaveLength(2);
    expect(box.getByText('Gratuită')).toBeVisible();
    await user.click(box.getByRole('button', { name: 'Editează coșul' }));
    expect(onEditCart).toHaveBeenCalledOnce();
  });

  it('courier under 500 lei: the 80 lei fee, paid on receipt', () => {
    render(
      <CheckoutPageExample
        state="guestFresh"
        lines={SMALL_LINES}
        totals={orderTotals(SMALL_LINES, null, 'courier')}
      />,
    );
    expect(within(summary()).getByText('Livrare (se achită la primire)')).toBeVisible();
    expect(within(summary()).getByText('80 lei')).toBeVisible();
  });

  it('pickup under 500 lei: no fee, as the order stores it', () => {
    render(
      <CheckoutPageExample
        state="guestFresh"
        lines={SMALL_LINES}
        totals={orderTotals(SMALL_LINES, null, 'pickup')}
      />,
    );
    expect(within(summary()).queryByText('80 lei')).toBeNull();
    expect(within(summary()).getByText('Gratuită')).toBeVisible();
  });

  it('discount code: Enter applies without placing the order', async () => {
    const user = userEvent.setup();
    const onApplyCode = vi.fn();
    const onSubmit = vi.fn();
    render(
      <CheckoutPageExample state="couponNeutral" onApplyCode={onApplyCode} onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText('Cod de reducere'), '{Enter}');
    expect(onApplyCode).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('discount code: warn shows the reason; success the discount and a remove button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CheckoutPageExample state="couponWarn" />);
    expect(screen.getByLabelText('Cod de reducere')).toHaveAccessibleDescription(
      'Codul de reducere a expirat',
    );
    unmount();
    const onRemoveCode = vi.fn();
    render(<CheckoutPageExample state="couponSuccess" onRemoveCode={onRemoveCode} />);
    expect(screen.getByText('Codul PRIMAVARA10 a fost aplicat: −134,45 lei')).toBeVisible();
    expect(within(summary()).getByText('−134,45 lei')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elimină codul' }));
    expect(onRemoveCode).toHaveBeenCalledOnce();
  });

  it('discount code being checked: said, and Apply waits', async () => {
    const user = userEvent.setup();
    const onApplyCode = vi.fn();
    render(<CheckoutPageExample state="couponChecking" onApplyCode={onApplyCode} />);
    expect(screen.getByText('Se verifică codul…')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Aplică' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Cod de reducere'), '{Enter}');
    expect(onApplyCode).not.toHaveBeenCalled();
  });

  it('an order without an answer: the reason above the button, which sends it again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutPageExample state="unanswered" onSubmit={onSubmit} />);
    expect(screen.getByText(/Nu există conexiune/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('a field the server refused: its message under the field, the section open', () => {
    render(<CheckoutPageExample state="serverFieldError" />);
    const address = screen.getByLabelText('Adresa de livrare');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/.+/);
  });

  it('signed in: no banner; saved data with Edit; editing shows Save and Cancel', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<CheckoutPageExample state="accountEditing" onSave={onSave} onCancel={onCancel} />);
    expect(screen.queryByText(/Aveți cont/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Editează: Date de contact' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Chișinău, str. Calea Ieșilor 8/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(onSave).toHaveBeenCalledWith('delivery');
    await user.click(screen.getByRole('button', { name: 'Anulează' }));
    expect(onCancel).toHaveBeenCalledWith('delivery');
  });

  it('juridical: bank transfer offered, the company in the summary', () => {
    render(<CheckoutPageExample state="juridical" />);
    expect(screen.getByRole('radio', { name: /Transfer bancar/ })).toBeChecked();
    expect(screen.getByText('Companie: Casa Mea SRL')).toBeVisible();
    expect(screen.getByText('IDNO: 1008600038413')).toBeVisible();
  });

  it('a company’s codes: four labelled fields, a wrong IDNO named in Romanian', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckoutPageExample state="companyCodes" onChange={onChange} />);
    const idno = screen.getByRole('textbox', { name: 'IDNO' });
    expect(idno).toHaveValue('1008600038412');
    expect(idno).toHaveAccessibleDescription(/ultima cifră nu se potrivește/);
    expect(idno).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Cod TVA', 'IBAN', 'Cod BIC']) {
      expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    }
    await user.type(screen.getByRole('textbox', { name: 'Cod BIC' }), 'A');
    expect(onChange).toHaveBeenCalledWith({ field: 'bic', value: 'A' });
  });

  it('placing: the button busy with a spinner, a submit ignored', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutPageExample state="placing" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: /Plasează comanda/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(button).getByRole('status')).toHaveTextContent('Se trimite comanda…');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('awaiting payment: the order number and the manager’s call, focus on the heading', async () => {
    render(<CheckoutPageExample state="awaitingPayment" />);
    const heading = screen.getByRole('heading', { name: 'Comanda nr. 1042 a fost înregistrată' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Un manager vă va contacta/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).toBeNull();
  });

  it('empty: a link to the catalogue', () => {
    render(<CheckoutPageExample state="empty" catalogueHref="/pages/category" />);
    expect(screen.getByRole('heading', { name: 'Coșul dumneavoastră este gol' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mergi la catalog' })).toHaveAttribute(
      'href',
      '/pages/category',
    );
  });

  it('speaks Russian and English', () => {
    const { unmount } = render(
      <I18nProvider locale="ru">
        <CheckoutPageExample state="guestFresh" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Оформление заказа');
    expect(screen.getByText('6 товаров')).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="en">
        <CheckoutPageExample state="guestFresh" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeVisible();
  });

  it('checkoutErrorText: core keys, the date window, a server text', () => {
    const translator = getTranslator('ro');
    expect(checkoutErrorText(translator, { key: 'required' })).toBe('Câmp obligatoriu');
    expect(checkoutErrorText(translator, { key: 'deliveryDateRange', params: { max: 30 } })).toBe(
      'Alegeți o dată din următoarele 30 de zile',
    );
    expect(checkoutErrorText(translator, { key: 'server', text: 'Adresă greșită' })).toBe(
      'Adresă greșită',
    );
    expect(checkoutErrorText(translator, undefined)).toBeUndefined();
  });
});
