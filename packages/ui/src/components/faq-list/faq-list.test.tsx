// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { FaqListExample, SAMPLE_FAQ } from './examples/faq-list.examples.js';
import { filterFaq } from './faq-list.js';

afterEach(cleanup);

describe('filterFaq', () => {
  it('ignores case and diacritics and looks into the answers', () => {
    expect(filterFaq(SAMPLE_FAQ, 'garantie').map((group) => group.id)).toEqual(['garantie']);
    expect(filterFaq(SAMPLE_FAQ, 'LIVRARE').flatMap((g) => g.items.map((i) => i.id))).toEqual([
      'cost-livrare',
      'metode-plata',
    ]);
    expect(filterFaq(SAMPLE_FAQ, 'mastercard').map((group) => group.id)).toEqual(['plata']);
    expect(filterFaq(SAMPLE_FAQ, '   ')).toEqual(SAMPLE_FAQ);
    expect(filterFaq(SAMPLE_FAQ, 'xyz')).toEqual([]);
  });
});

describe('FaqList', () => {
  it('shows every group and question, answers in the HTML, without axe violations', async () => {
    const { container } = render(<FaqListExample />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Livrare',
      'Plată',
      'Garanție',
    ]);
    expect(container.querySelectorAll('details')).toHaveLength(4);
    expect(container.querySelector('details [data-slot="rich-text"]')).toHaveTextContent('500 lei');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('renders every answer on the server, closed disclosures that need no script', () => {
    const html = renderToString(<FaqListExample />);
    expect(html).toContain('<details');
    expect(html).not.toContain('<details open');
    expect(html).toContain('Între 12 și 36 de luni');
  });

  it('opens a question from its summary (a native disclosure: Enter and Space open it too)', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqListExample />);
    const details = container.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    await user.click(summary);
    expect(details.open).toBe(true);
  });

  it('filters as one types, announces the count, clears, and shows an empty state', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqListExample />);
    const field = screen.getByRole('searchbox', { name: 'Căutați în întrebări' });
    await user.type(field, 'garantie');
    expect(container.querySelectorAll('details')).toHaveLength(1);
    const status = container.querySelector('[aria-live="polite"]');
    expect(status).toHaveTextContent('o întrebare găsită');
    await user.click(screen.getByRole('button', { name: 'Șterge căutarea' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(container.querySelectorAll('details')).toHaveLength(4);
    await user.type(field, 'zzz');
    expect(screen.getByRole('heading', { name: 'Nicio întrebare pentru „zzz”' })).toBeVisible();
    expect(status).toHaveTextContent('0 întrebări găsite');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('uses Russian plural forms', () => {
    const { container } = render(
      <I18nProvider locale="ru">
        <FaqListExample defaultQuery="livrare" />
      </I18nProvider>,
    );
    const found = container.querySelectorAll('details').length;
    expect(found).toBeGreaterThan(1);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toMatch(
      /^Найдено \d+ вопрос/,
    );
    expect(within(container).getByRole('search')).toBeInTheDocument();
  });
});
