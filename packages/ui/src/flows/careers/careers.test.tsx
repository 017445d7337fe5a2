// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ApiError } from '@shop/core/client';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { I18nProvider } from '../../i18n/index.js';
import type { FormFlowRequest } from '../company-forms/form-flow.machine.js';
import { careersFormFlow, type CareersFormPayload } from './careers-form.flow.js';
import { CareersFormDialog } from './careers.container.js';
import {
  CAREERS_MODAL_STATES,
  CareersModalExample,
  samplePdf,
} from './examples/careers.examples.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const noop = () => undefined;

describe('the careers modal in each state', () => {
  it.each(CAREERS_MODAL_STATES)('%s has no axe violations', async (state) => {
    render(
      <CareersModalExample state={state} onChange={noop} onFileChange={noop} onSubmit={noop} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Consultant vânzări' });
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it('says the CV’s types and limit before anything is chosen', async () => {
    render(
      <CareersModalExample state="empty" onChange={noop} onFileChange={noop} onSubmit={noop} />,
    );
    const dialog = await screen.findByRole('dialog');
    const cv = within(dialog).getByLabelText('CV');
    expect(cv).toHaveAttribute('type', 'file');
    expect(cv).toHaveAttribute('accept', '.pdf,.doc,.docx,.odt,.rtf');
    expect(cv).toHaveAccessibleDescription(
      'Opțional: PDF, Word (DOC, DOCX), ODT sau RTF, cel mult 5 MB.',
    );
  });

  it('shows the chosen CV’s name and size, and removes it by its button', async () => {
    const onFileChange = vi.fn();
    render(
      <I18nProvider locale="en">
        <CareersModalExample
          state="withCv"
          onChange={noop}
          onFileChange={onFileChange}
          onSubmit={noop}
        />
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Chosen file: CV Ana Rusu.pdf, 1 KB')).toBeVisible();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Remove the file CV Ana Rusu.pdf' }),
    );
    expect(onFileChange).toHaveBeenCalledWith('cv', null);
  });

  it('says a CV over the limit under the field, and a 429 above the button', async () => {
    render(
      <CareersModalExample state="cvRefused" onChange={noop} onFileChange={noop} onSubmit={noop} />,
    );
    const cv = within(await screen.findByRole('dialog')).getByLabelText('CV');
    expect(cv).toHaveAttribute('aria-invalid', 'true');
    expect(cv).toHaveAccessibleDescription(/Fișierul poate avea cel mult 5 MB/);
    cleanup();
    render(
      <CareersModalExample
        state="rateLimited"
        onChange={noop}
        onFileChange={noop}
        onSubmit={noop}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Prea multe/)).toBeVisible();
    expect(within(dialog).getByLabelText(/Nume și prenume/)).toHaveValue('Ana Rusu');
  });
});

describe('CareersFormDialog (wired)', () => {
  const vacancy = { id: 7, title: 'Casier' };

  it('focuses the first invalid field after an empty submit, then sends the form with its CV', async () => {
    const sent: FormFlowRequest<CareersFormPayload>[] = [];
    const machine = careersFormFlow.machine.provide({
      actors: {
        send: fromPromise<unknown, FormFlowRequest<CareersFormPayload>>(async ({ input }) => {
          sent.push(input);
        }),
      },
    });
    const onSent = vi.fn();
    render(
      <CareersFormDialog
        vacancy={vacancy}
        open
        onOpenChange={noop}
        machine={machine}
        animated={false}
        onSent={onSent}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Casier' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trimite candidatura' }));
    act(() => {
      vi.runAllTimers();
    });
    vi.useRealTimers();
    const name = within(dialog).getByLabelText(/Nume și prenume/);
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(name, { target: { value: 'Ana Rusu' } });
    fireEvent.change(within(dialog).getByLabelText(/Telefon/), { target: { value: '069123456' } });
    const cv = samplePdf();
    fireEvent.change(within(dialog).getByLabelText('CV'), { target: { files: [cv] } });
    expect(within(dialog).getByText(/Fișierul ales: CV Ana Rusu\.pdf/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trimite candidatura' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sent[0]?.payload).toEqual({
      body: { vacancy: 7, name: 'Ana Rusu', phone: '+37369123456', agreement: true },
      cv,
    });
  });

  it('reports a failure with its reason and keeps the values when reopened for the same vacancy', async () => {
    const machine = careersFormFlow.machine.provide({
      actors: {
        send: fromPromise(() =>
          Promise.reject(
            new ApiError({
              code: 'http',
              method: 'POST',
              url: '/accounts/vacancy-form/',
              status: 503,
              body: { detail: 'service_unavailable' },
            }),
          ),
        ),
      },
      actions: { logError: noop },
    });
    const onFailed = vi.fn();
    const view = (open: boolean, target = vacancy) => (
      <CareersFormDialog
        vacancy={target}
        open={open}
        onOpenChange={noop}
        machine={machine}
        animated={false}
        onFailed={onFailed}
      />
    );
    const { rerender } = render(view(true));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nume și prenume/), {
      target: { value: 'Ana Rusu' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Telefon/), { target: { value: '069123456' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trimite candidatura' }));
    // A 5xx is said for the whole form (the storefront closes the modal and says so, §8).
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.any(String)));
    rerender(view(false));
    rerender(view(true));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Nume și prenume/)).toHaveValue(
      'Ana Rusu',
    );
    // Another vacancy: a fresh form.
    rerender(view(true, { id: 8, title: 'Șofer' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Șofer' })).getByLabelText(/Nume și prenume/),
      ).toHaveValue(''),
    );
  });
});
