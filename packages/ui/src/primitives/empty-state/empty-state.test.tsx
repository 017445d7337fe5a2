// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { CartIcon } from '../../icons/index.js';
import { EmptyState } from './empty-state.js';

describe('EmptyState', () => {
  afterEach(cleanup);

  it('shows the default title as a heading', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Deocamdată nu este nimic aici',
    );
    expect(container.querySelector('[data-slot="empty-state"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toBeNull();
  });

  it('shows icon (hidden), title, text and a reachable action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <EmptyState
        icon={<CartIcon />}
        title="Nimic"
        description="Text"
        headingLevel={3}
        action={
          <button type="button" onClick={onClick}>
            Acțiune
          </button>
        }
      />,
    );
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nimic');
    expect(screen.getByText('Text')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('translates its default title', () => {
    render(
      <I18nProvider locale="ru">
        <EmptyState />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/[а-яё]/i);
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState icon={<CartIcon />} description="Text" />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
