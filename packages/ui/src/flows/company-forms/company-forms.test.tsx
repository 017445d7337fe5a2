// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ApiError } from '@shop/core/client';
import type { PartnerFormRequest } from '@shop/core/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { I18nProvider } from '../../i18n/index.js';
import { DealerForm, PartnerFormDialog } from './company-forms.container.js';
import {
  COMPANY_FORM_KINDS,
  COMPANY_FORM_STATES,
  CompanyFormExample,
  FILLED_PARTNER,
} from './examples/company-forms.examples.js';
import { dealerFormFlow } from './dealer-form.flow.js';
import type { FormFlowRequest } from './form-flow.machine.js';
import { checkPartnerForm, partnerFormFlow } from './partner-form.flow.js';

afterEach(cleanup);

const noop = () => undefined;

describe('the company forms in each state', () => {
  for (const form of COMPANY_FORM_KINDS) {
    it.each(COMPANY_FORM_STATES)(`${form}: %s has no axe violations`, async (state) => {
      const { container } = render(
        <CompanyFormExample form={form} state={state} onChange={noop} onSubmit={noop} />,
      );
      const root = form === 'dealer' ? container : await screen.findByRole('dialog');
      expect((await axe.run(root)).violations).toEqual([]);
    });
  }

  it('shows each field’s rule after a submit, under its field', async () => {
    render(<CompanyFormExample form="dealer" state="errors" onChange={noop} onSubmit={noop} />);
    expect(screen.getByLabelText(/IDNO/)).toHaveAccessibleDescription(
      'Codul fiscal al companiei, 13 cifre Introduceți cel puțin 13 caractere',
    );
    expect(screen.getByRole('combobox', { name: /Domeniul de activitate/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a rate limit above the button, in the page language, keeping the values', async () => {
    render(
      <I18nProvider locale="en">
        <CompanyFormExample form="partner" state="rateLimited" onChange={noop} onSubmit={noop} />
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Become a partner' });
    expect(within(dialog).getByText(/Too many/)).toBeVisible();
    expect(within(dialog).getByLabelText(/Company/)).toHaveValue('Lemn Nord SRL');
    expect(within(dialog).getByRole('combobox')).toHaveValue('wholesale');
  });
});

describe('PartnerFormDialog (wired)', () => {
  it('sends the API’s body, then reports it and empties the form', async () => {
    const sent: FormFlowRequest<PartnerFormRequest>[] = [];
    const onSent = vi.fn();
    const machine = partnerFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<PartnerFormRequest>>(async ({ input }) => {
          sent.push(input);
          return { id: 1 };
        }),
      },
    });
    render(<PartnerFormDialog defaultOpen machine={machine} animated={false} onSent={onSent} />);
    const dialog = await screen.findByRole('dialog');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/Persoana de contact/, FILLED_PARTNER.name);
    fill(/Compania/, FILLED_PARTNER.company_name);
    fill(/Telefon/, '069 555 010');
    fill(/E-mail/, FILLED_PARTNER.email);
    fill(/Domeniul/, 'wholesale');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trimite propunerea' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sent[0]?.payload).toEqual({
      name: 'Vasile Ceban',
      company_name: 'Lemn Nord SRL',
      phone: '+37369555010',
      email: 'vasile@lemnnord.md',
      activity_type: 'wholesale',
      agreement: true,
    });
    const check = checkPartnerForm({
      ...FILLED_PARTNER,
      city: '',
      message: '',
      phone: '069 555 010',
    });
    expect(check.ok && check.payload).toEqual(sent[0]?.payload);
    expect(within(dialog).getByLabelText(/Compania/)).toHaveValue('');
  });
});

describe('DealerForm (wired)', () => {
  it('focuses the first invalid field after a submit and puts the API’s refusals under their fields', async () => {
    const machine = dealerFormFlow.machine.provide({
      actors: {
        send: fromPromise(() =>
          Promise.reject(
            new ApiError({
              code: 'http',
              method: 'POST',
              url: '/api/accounts/dealer-form/',
              status: 400,
              body: { detail: 'invalid_request', idno: { key: 'invalid' } },
            }),
          ),
        ),
      },
      actions: { logError: noop },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    render(<DealerForm machine={machine} animated={false} />);
    fireEvent.change(screen.getByLabelText(/Compania/), { target: { value: 'Termo Grup SRL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    act(() => {
      vi.runAllTimers();
    });
    vi.useRealTimers();
    expect(screen.getByLabelText(/IDNO/)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(/IDNO/), { target: { value: '1003 6000 12345' } });
    fireEvent.change(screen.getByLabelText(/Persoana de contact/), { target: { value: 'Elena' } });
    fireEvent.change(screen.getByLabelText(/Telefon/), { target: { value: '069123456' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'elena@termo.md' } });
    fireEvent.change(screen.getByLabelText(/Localitatea/), { target: { value: 'Bălți' } });
    fireEvent.change(screen.getByLabelText(/Domeniul/), { target: { value: 'installation' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Trimite cererea' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/IDNO/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/Compania/)).toHaveValue('Termo Grup SRL');
  });
});
