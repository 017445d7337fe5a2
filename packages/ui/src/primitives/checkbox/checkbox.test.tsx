// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useT } from '../../i18n/index.js';
import { Checkbox } from './checkbox.js';

function Agreement() {
  const { t } = useT();
  return <Checkbox label={t('agreement.label')} error={t('agreement.required')} />;
}

describe('Checkbox', () => {
  afterEach(cleanup);

  it('is a checkbox named by its label; clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Ține-mă minte" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Ține-mă minte' });
    expect(box).not.toBeChecked();
    expect(box.closest('[data-slot="checkbox"]')).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(screen.getByText('Ține-mă minte'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box.closest('[data-slot="checkbox"]')).toHaveAttribute('data-state', 'checked');
  });

  it('toggles with Space when focused', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Ține-mă minte" defaultChecked />);
    await user.tab();
    const box = screen.getByRole('checkbox');
    expect(box).toHaveFocus();
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is controlled by `checked`', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="A" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('can be indeterminate (mixed) and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Toate" indeterminate />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBePartiallyChecked();
    expect(ref.current?.closest('[data-slot="checkbox"]')).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  });

  it('shows the agreement error in Russian, tied to the box', () => {
    render(
      <I18nProvider locale="ru">
        <Agreement />
      </I18nProvider>,
    );
    const box = screen.getByRole('checkbox', {
      name: 'Я принимаю условия использования и политику конфиденциальности',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Необходимо принять условия использования');
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="A" disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Checkbox label="Unu" description="Descriere" />
        <Checkbox label="Doi" defaultChecked error="Eroare" />
        <Checkbox label="Trei" indeterminate disabled />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
