// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareersList } from './careers-list.js';
import { HTML_VACANCY, LONG_VACANCY, VACANCIES } from './examples/careers-list.examples.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const noop = () => undefined;

describe('CareersList', () => {
  it('draws a card per vacancy: letter, title, town, text clamped to six lines, Apply', async () => {
    const onApply = vi.fn();
    const { container } = render(<CareersList vacancies={VACANCIES} onApply={onApply} />);
    expect((await axe.run(container)).violations).toEqual([]);
    const list = screen.getByRole('list', { name: 'Posturi vacante' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Casier' })).toBeVisible();
    expect(screen.getByText('Bălți')).toBeVisible();
    const text = container.querySelector('[data-slot="vacancy-card-text"]');
    expect(text).toHaveClass('shop:line-clamp-6');
    fireEvent.click(screen.getByRole('button', { name: 'Aplică pentru postul Casier' }));
    expect(onApply).toHaveBeenCalledWith(VACANCIES[1]);
  });

  it('draws a text of HTML as its list and paragraph, not as its markup', async () => {
    const { container } = render(<CareersList vacancies={[HTML_VACANCY]} onApply={noop} />);
    expect((await axe.run(container)).violations).toEqual([]);
    const text = container.querySelector('[data-slot="vacancy-card-text"]');
    expect(text).toHaveAttribute('data-slot', 'vacancy-card-text');
    expect(text).toHaveAttribute('data-format', 'html');
    expect(text).toHaveClass('shop:line-clamp-6');
    const points = within(text as HTMLElement).getByRole('list');
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Preiei comenzi telefonice în română și rusă.', 'Posibilitate de lucru de acasă.']);
    expect(within(text as HTMLElement).getByText('formularul de mai jos').tagName).toBe('STRONG');
    expect(text).not.toHaveTextContent(/<\/?(ul|li|p|strong)>/);
  });

  it('offers "read more" only for a text longer than six lines, and expands it', async () => {
    // jsdom draws nothing: the long text measures taller than its six clamped lines.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.textContent === LONG_VACANCY.text ? 300 : 100;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
    render(<CareersList vacancies={[LONG_VACANCY, VACANCIES[0]!]} onApply={noop} />);
    const more = screen.getByRole('button', { name: 'Citește mai mult' });
    expect(screen.getAllByRole('button', { name: 'Citește mai mult' })).toHaveLength(1);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Mai puțin' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')).not.toHaveClass(
      'shop:line-clamp-6',
    );
  });

  it('says when there is no vacancy', async () => {
    const { container } = render(<CareersList vacancies={[]} onApply={noop} />);
    expect(screen.getByText('Acum nu avem posturi vacante. Reveniți în curând.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
