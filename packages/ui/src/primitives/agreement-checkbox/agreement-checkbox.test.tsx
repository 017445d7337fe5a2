// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { AgreementCheckbox } from './agreement-checkbox.js';

afterEach(cleanup);

describe('AgreementCheckbox', () => {
  it('is a required tick named by the sentence, its link to the regulations in a new tab', () => {
    render(<AgreementCheckbox checked={false} onCheckedChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: /Sunt de acord cu regulamentul magazinului/ });
    expect(box).toBeRequired();
    expect(box).not.toHaveAttribute('aria-invalid');
    const link = screen.getByRole('link', { name: /regulamentul magazinului/ });
    expect(link).toHaveAttribute('href', '/pages/regulament');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says it must be accepted when invalid, in the page language', () => {
    render(
      <I18nProvider locale="en">
        <AgreementCheckbox checked={false} invalid onCheckedChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/pages/regulament');
  });

  it('reports a tick, but holds still while the form is sent', () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <AgreementCheckbox checked={false} onCheckedChange={onCheckedChange} />,
    );
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    rerender(<AgreementCheckbox checked={false} busy onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <AgreementCheckbox checked={false} invalid onCheckedChange={() => undefined} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
