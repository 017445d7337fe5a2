// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PAGE_SKELETON_KINDS, PageSkeleton } from './page-skeleton.js';

describe('PageSkeleton', () => {
  afterEach(cleanup);

  it('says "loading" once and hides its grey blocks from assistive technology', () => {
    render(<PageSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    const blocks = document.querySelectorAll('[data-slot="skeleton"]');
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(block).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the shape of the page it stands in for', () => {
    const { container, rerender } = render(<PageSkeleton kind="cards" />);
    const root = () => container.querySelector('[data-slot="page-skeleton"]');
    expect(root()).toHaveAttribute('data-kind', 'cards');
    expect(container.querySelectorAll('[data-shape="rect"]')).toHaveLength(6);
    rerender(<PageSkeleton kind="list" />);
    expect(root()).toHaveAttribute('data-kind', 'list');
    expect(container.querySelectorAll('li')).toHaveLength(6);
    rerender(<PageSkeleton kind="article" animated={false} />);
    expect(container.querySelectorAll('[data-shape="rect"]')).toHaveLength(1);
    expect(container.querySelector('.shop\\:motion-safe\\:animate-pulse')).toBeNull();
  });

  it('speaks the page’s language', () => {
    render(
      <I18nProvider locale="ru">
        <PageSkeleton kind="list" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
  });

  it.each(PAGE_SKELETON_KINDS)('has no axe violations (%s)', async (kind) => {
    const { container } = render(<PageSkeleton kind={kind} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
