// @vitest-environment jsdom
import { ApiError } from '@shop/core/client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, I18nProvider, ro, ru } from '../../i18n/index.js';
import {
  REVIEW_DIALOG_STATES,
  ReviewDialogExample,
  ReviewExample,
  SAMPLE_TEXT,
} from './examples/review.examples.js';

afterEach(cleanup);

const SHORT = 'Merge bine, recomand.';

const dialog = (name = 'Scrieți o recenzie') => screen.getByRole('dialog', { name });
const inDialog = (name?: string) => within(dialog(name));

describe('ReviewDialog', () => {
  it.each(REVIEW_DIALOG_STATES)('has no axe violations: %s', async (state) => {
    render(<ReviewDialogExample state={state} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('offers five stars as a radio group, the text with its hint and a counter', () => {
    render(<ReviewDialogExample state="filled" />);
    expect(dialog()).toHaveAccessibleDescription('Recenzie despre Mixer planetar Bosch MUM5');
    const group = inDialog().getByRole('radiogroup');
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '4 stele' })).toBeChecked();
    expect(inDialog().getByRole('group', { name: /Nota dumneavoastră/ })).toBeInTheDocument();
    const text = inDialog().getByRole('textbox', { name: /Recenzia/ });
    expect(text).toHaveValue(SAMPLE_TEXT);
    expect(text).toHaveAccessibleDescription(
      new RegExp(`cel puțin 10 caractere.*${SAMPLE_TEXT.length} din 2.000 de caractere`),
    );
  });

  it('moves the grade with the arrow keys', async () => {
    const user = userEvent.setup();
    const onGradeChange = vi.fn();
    render(<ReviewDialogExample state="filled" onGradeChange={onGradeChange} />);
    inDialog().getByRole('radio', { name: '4 stele' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onGradeChange).toHaveBeenLastCalledWith(5);
    inDialog().getByRole('radio', { name: '4 stele' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onGradeChange).toHaveBeenLastCalledWith(3);
  });

  it('shows the errors under their fields in the three languages', () => {
    const catalogues = { ro, en, ru };
    for (const locale of ['ro', 'en', 'ru'] as const) {
      const { unmount } = render(
        <I18nProvider locale={locale}>
          <ReviewDialogExample state="errors" />
        </I18nProvider>,
      );
      const box = screen.getByRole('dialog');
      const form = catalogues[locale].reviewForm;
      expect(box).toHaveAccessibleName(form.title);
      expect(within(box).getByText(form.gradeRequired)).toBeInTheDocument();
      const textbox = within(box).getByRole('textbox');
      expect(textbox).toHaveAttribute('aria-invalid', 'true');
      expect(textbox).toHaveAccessibleDescription(/10/);
      expect(within(box).getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
      unmount();
    }
  });

  it('thanks the shopper after a stored review and focuses its close button', async () => {
    render(<ReviewDialogExample state="success" />);
    const box = dialog('Mulțumim pentru recenzie!');
    expect(within(box).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Închide' })).toHaveFocus());
  });
});

describe('Review (wired)', () => {
  it('writes a review by keyboard and reports it', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const onOpenChange = vi.fn();
    render(<ReviewExample open onOpenChange={onOpenChange} onCreated={onCreated} />);
    await user.click(inDialog().getByRole('button', { name: 'Publică recenzia' }));
    expect(await inDialog().findByText('Alegeți o notă de la 1 la 5 stele')).toBeInTheDocument();
    await waitFor(() => expect(inDialog().getAllByRole('radio')[0]).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(inDialog().getByRole('radio', { name: '3 stele' })).toBeChecked();
    await user.type(inDialog().getByRole('textbox'), SHORT);
    await user.click(inDialog().getByRole('button', { name: 'Publică recenzia' }));
    expect(await screen.findByRole('dialog', { name: 'Mulțumim pentru recenzie!' })).toBeVisible();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ grade: 3, text: SHORT }));
    await user.click(screen.getByRole('button', { name: 'Închide' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('answers a second review of the product kindly', async () => {
    const user = userEvent.setup();
    const fail = new ApiError({
      code: 'http',
      method: 'POST',
      url: 'https://shop.test/ro/api/shop/reviews/',
      status: 409,
      body: { detail: 'already_reviewed' },
      fieldErrors: { _form: 'already_reviewed' },
    });
    render(<ReviewExample open onOpenChange={() => undefined} fail={fail} />);
    await user.click(inDialog().getByRole('radio', { name: '5 stele' }));
    await user.type(inDialog().getByRole('textbox'), SHORT);
    await user.click(inDialog().getByRole('button', { name: 'Publică recenzia' }));
    const box = await screen.findByRole('dialog', {
      name: 'Ați scris deja o recenzie pentru acest produs',
    });
    expect(box).toHaveAccessibleDescription(/o singură recenzie/);
  });

  it('says a lost connection above the button and keeps the form', async () => {
    const user = userEvent.setup();
    const fail = new ApiError({ code: 'network', method: 'POST', url: 'https://shop.test/' });
    render(<ReviewExample open onOpenChange={() => undefined} fail={fail} />);
    await user.click(inDialog().getByRole('radio', { name: '2 stele' }));
    await user.type(inDialog().getByRole('textbox'), SHORT);
    await user.click(inDialog().getByRole('button', { name: 'Publică recenzia' }));
    expect(await inDialog().findByRole('alert')).not.toBeEmptyDOMElement();
    expect(inDialog().getByRole('textbox')).toHaveValue(SHORT);
  });
});
