// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Textarea } from './textarea.js';

afterEach(cleanup);

describe('Textarea', () => {
  it('is named by its label, described by its hint, counter and error', () => {
    render(
      <Textarea
        label="Mesaj"
        required
        hint="Cu ce vă putem ajuta"
        maxChars={10}
        value="Doisprezece!"
        error="Prea lung"
        onValueChange={() => undefined}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Mesaj' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Caractere: 12 din 10 Cu ce vă putem ajuta Prea lung');
    expect(screen.getByText('Caractere: 12 din 10')).toHaveClass('shop:text-danger');
  });

  it('reports every change and counts in the page language', () => {
    const onValueChange = vi.fn();
    render(
      <I18nProvider locale="ru">
        <Textarea label="Сообщение" value="" maxChars={50} onValueChange={onValueChange} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Привет' } });
    expect(onValueChange).toHaveBeenCalledWith('Привет');
    expect(screen.getByText('Символов: 0 из 50')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Textarea
        label="Mesaj"
        value="Text"
        maxChars={100}
        error="Eroare"
        onValueChange={() => undefined}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
