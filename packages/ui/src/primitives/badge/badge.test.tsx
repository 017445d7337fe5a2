// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ORDER_STATUSES } from '@shop/core/rules';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Badge, OrderStatusBadge } from './badge.js';

describe('OrderStatusBadge', () => {
  afterEach(cleanup);

  it.each([
    ['process', 'În procesare', 'info'],
    ['pending_payment', 'Așteaptă plata', 'warning'],
    ['canceled', 'Anulată', 'danger'],
    ['finished', 'Finalizată', 'success'],
  ] as const)('shows %s as "%s" in the %s colour', (status, text, variant) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge.dataset.slot).toBe('badge');
    expect(badge.dataset.state).toBe(status);
    expect(badge.dataset.variant).toBe(variant);
  });

  it('translates every status', () => {
    render(
      <I18nProvider locale="ru">
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </I18nProvider>,
    );
    const texts = [...document.querySelectorAll('[data-slot="badge"]')].map((b) => b.textContent);
    expect(texts).toHaveLength(4);
    for (const text of texts) expect(text).toMatch(/[а-яё]/i);
  });
});

describe('Badge', () => {
  afterEach(cleanup);

  it('is neutral by default', () => {
    render(<Badge>Nou</Badge>);
    expect(screen.getByText('Nou').dataset.variant).toBe('neutral');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
        <Badge variant="info">Info</Badge>
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
