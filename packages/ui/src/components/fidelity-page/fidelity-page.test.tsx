// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { FidelityPageExample, SAMPLE_FIDELITY } from './examples/fidelity-page.examples.js';

afterEach(cleanup);

describe('FidelityPage', () => {
  it('shows the lead, the levels, the body and the regulation link, without axe violations', async () => {
    const { container } = render(<FidelityPageExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_FIDELITY.title);
    expect(screen.getByText(SAMPLE_FIDELITY.lead)).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Nivelurile programului' });
    const cards = within(levels).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Start', 'Argint', 'Aur']);
    expect(within(levels).getByText('de la 5.000 lei pe an')).toBeInTheDocument();
    expect(within(levels).getByText('2% înapoi în puncte')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="rich-text"]')).toHaveTextContent(
      'Punctele expiră după 12 luni.',
    );
    expect(screen.getByRole('link', { name: 'Citiți regulamentul programului' })).toHaveAttribute(
      'href',
      '/pages/regulament/regulamentul-programului-de-fidelitate',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no link without a regulation', () => {
    render(<FidelityPageExample page={{ ...SAMPLE_FIDELITY, regulation_slug: null }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('labels the levels in Russian', () => {
    render(
      <I18nProvider locale="ru">
        <FidelityPageExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Уровни программы' })).toBeInTheDocument();
  });
});
