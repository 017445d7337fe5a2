// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryTabsExample, ProfileTabsExample } from './tabs.examples.js';

afterEach(cleanup);

describe('Tabs', () => {
  it('shows the default tab selected with its panel', () => {
    render(<ProfileTabsExample />);
    const orders = screen.getByRole('tab', { name: 'Comenzi' });
    expect(orders).toHaveAttribute('aria-selected', 'true');
    expect(orders).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista comenzilor');
    expect(screen.getByRole('tablist', { name: 'Profil' }).dataset.slot).toBe('tabs-list');
  });

  it('moves with arrow keys, skips disabled tabs, wraps and jumps with Home/End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ProfileTabsExample onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Comenzi' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Date personale' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(onValueChange).toHaveBeenLastCalledWith('data');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // 'Newsletter' is disabled: focus wraps to the first tab.
    expect(screen.getByRole('tab', { name: 'Comenzi' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Securitate' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Date personale' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('is controlled by value', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CategoryTabsExample value="tools" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('unelte');
    await user.click(screen.getByRole('tab', { name: 'Grădină' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('unelte');
    rerender(<CategoryTabsExample value="garden" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('grădină');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ProfileTabsExample />
        <CategoryTabsExample />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
