// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { CartIcon, CloseIcon, HeartIcon } from '../../icons/index.js';
import { badgeText, IconButton } from './icon-button.js';

function TranslatedClose() {
  const { t } = useT();
  return (
    <IconButton label={t('common.close')}>
      <CloseIcon />
    </IconButton>
  );
}

describe('IconButton', () => {
  afterEach(cleanup);

  it('is a button named by its label that calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Favorite" onClick={onClick}>
        <HeartIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Favorite' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.dataset.slot).toBe('icon-button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Favorite" onClick={onClick}>
        <HeartIcon />
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows a badge count in the name, hidden at 0, 99+ above 99', () => {
    const { rerender } = render(
      <IconButton label="Coș" badge={5}>
        <CartIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Coș 5' })).toBeInTheDocument();
    rerender(
      <IconButton label="Coș" badge={0}>
        <CartIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Coș' })).toBeInTheDocument();
    rerender(
      <IconButton label="Coș" badge={150}>
        <CartIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Coș 99+' })).toBeInTheDocument();
  });

  it('formats badge text', () => {
    expect(badgeText(undefined)).toBeUndefined();
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(-2)).toBeUndefined();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('takes a translated label', () => {
    render(
      <I18nProvider locale="ru">
        <TranslatedClose />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <IconButton label="Coș" badge={120} variant="solid">
        <CartIcon />
      </IconButton>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
