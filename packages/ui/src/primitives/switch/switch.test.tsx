// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { Switch } from './switch.js';

function TranslatedSwitch() {
  const { t } = useT();
  return <Switch label={t('price.promotion')} />;
}

describe('Switch', () => {
  afterEach(cleanup);

  it('is a switch named by its label, off by default', () => {
    render(<Switch label="Promoții" />);
    const toggle = screen.getByRole('switch', { name: 'Promoții' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
  });

  it('toggles on click and on a click of its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Promoții" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    await userEvent.click(screen.getByText('Promoții'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Switch label="Promoții" />);
    await user.tab();
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('is controlled by `checked`', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Promoții" checked onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('sends its value with a form only when on', async () => {
    const { container } = render(
      <form>
        <Switch label="Noutăți" name="newsletter" value="yes" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('newsletter')).toBeNull();
    await userEvent.click(screen.getByRole('switch'));
    expect(new FormData(form).get('newsletter')).toBe('yes');
  });

  it('does not toggle when disabled', async () => {
    render(<Switch label="Promoții" disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('takes a translated label', () => {
    render(
      <I18nProvider locale="ru">
        <TranslatedSwitch />
      </I18nProvider>,
    );
    expect(screen.getByRole('switch', { name: 'Акционная цена' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Switch label="Unu" description="Descriere" defaultChecked />
        <Switch label="Doi" disabled labelPosition="start" />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
