// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Checkout, CheckoutPage } from './checkout-page.js';
import { checkoutPageStateProps } from './examples/checkout-page.examples.js';

afterEach(cleanup);

/** The parts compose another layout of the page: each one draws from its own props. */
describe('Checkout.*', () => {
  it('Root is the named region the page draws its body in', () => {
    render(
      <Checkout.Root mode="account">
        <p>body</p>
      </Checkout.Root>,
    );
    const region = screen.getByRole('region', { name: 'Plasarea comenzii' });
    expect(region).toHaveAttribute('data-mode', 'account');
    expect(within(region).getByText('body')).toBeInTheDocument();
  });

  it('one section stands alone: its fields report changes, Continue names it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onContinue = vi.fn();
    const onStepDone = vi.fn();
    const props = checkoutPageStateProps('guestFresh');
    render(
      <I18nProvider locale="en">
        <Checkout.SectionForm
          {...props}
          section="contacts"
          onChange={onChange}
          onContinue={onContinue}
          onSave={vi.fn()}
          onCancel={vi.fn()}
          onStepDone={onStepDone}
        />
      </I18nProvider>,
    );
    await user.type(screen.getByLabelText('First name'), 'M');
    expect(onChange).toHaveBeenCalledWith({ field: 'firstName', value: 'M' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('contacts');
    expect(onStepDone).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('the summary with its coupon stands alone, without axe violations', async () => {
    const user = userEvent.setup();
    const onApplyCode = vi.fn();
    const props = checkoutPageStateProps('couponNeutral');
    const { container } = render(
      <Checkout.Summary
        {...props}
        onCodeChange={vi.fn()}
        onApplyCode={onApplyCode}
        onRemoveCode={vi.fn()}
        onEditCart={vi.fn()}
      />,
    );
    expect(screen.getByRole('complementary', { name: /Comanda dumneavoastră/ })).toBeVisible();
    await user.type(screen.getByLabelText('Cod de reducere'), '{Enter}');
    expect(onApplyCode).toHaveBeenCalledOnce();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('the page is these parts: the same sections, comment and summary', () => {
    const noop = vi.fn();
    render(
      <CheckoutPage
        {...checkoutPageStateProps('guestFresh')}
        onChange={noop}
        onContinue={noop}
        onEdit={noop}
        onSave={noop}
        onCancel={noop}
        onCodeChange={noop}
        onApplyCode={noop}
        onRemoveCode={noop}
        onSubmit={noop}
        onEditCart={noop}
        onSignIn={noop}
      />,
    );
    const region = screen.getByRole('region', { name: 'Plasarea comenzii' });
    for (const slot of [
      'checkout-sign-in-banner',
      'checkout-sections',
      'checkout-comment',
      'checkout-summary',
      'checkout-coupon',
    ]) {
      expect(region.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
  });
});
