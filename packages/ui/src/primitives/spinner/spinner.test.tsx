// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  afterEach(cleanup);

  it('is a status announcing loading', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.dataset.slot).toBe('spinner');
    expect(status).toHaveTextContent('Se încarcă…');
    expect(status.querySelector('svg')!.getAttribute('class')).toContain(
      'shop:motion-safe:animate-spin',
    );
  });

  it('takes its own label and can stand still', () => {
    render(<Spinner label="Se caută" animated={false} showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Se caută');
    expect(screen.getByRole('status').querySelector('svg')!.getAttribute('class')).not.toContain(
      'animate',
    );
  });

  it('translates its label', () => {
    render(
      <I18nProvider locale="ru">
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner showLabel />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
