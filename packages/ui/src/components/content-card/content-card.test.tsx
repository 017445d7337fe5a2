// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { ContentCard } from './content-card.js';
import {
  ARTICLE_CARD,
  ContentCardGridExample,
  PROMOTION_CARD,
} from './examples/content-card.examples.js';

afterEach(cleanup);

describe('ContentCard', () => {
  it('shows an article: the title as an h2 link, its date in a <time>, the category', async () => {
    const { container } = render(<ContentCard {...ARTICLE_CARD} />);
    const link = screen.getByRole('link', { name: ARTICLE_CARD.title });
    expect(link).toHaveAttribute('href', ARTICLE_CARD.href);
    expect(screen.getByRole('heading', { level: 2, name: ARTICLE_CARD.title })).toBeInTheDocument();
    expect(screen.getByText('5 octombrie 2026')).toHaveAttribute('datetime', '2026-10-05');
    expect(screen.getByText('Sfaturi')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shows a promotion's period, or 'from' while it has no end, and the ended badge", () => {
    const { rerender } = render(<ContentCard {...PROMOTION_CARD} />);
    expect(screen.getByText('15 octombrie 2026 – 15 noiembrie 2026')).toBeInTheDocument();
    expect(screen.queryByText('Încheiată')).toBeNull();
    rerender(<ContentCard {...PROMOTION_CARD} endDate={null} ended />);
    expect(screen.getByText('Din 15 octombrie 2026')).toBeInTheDocument();
    expect(screen.getByText('Încheiată')).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(
      <ContentCard {...ARTICLE_CARD} image={null} badge={null} description={null} date={null} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('time')).toBeNull();
  });

  it('loads the first row eagerly in the grid and the rest lazily', async () => {
    const { container } = render(
      <ContentCardGridExample
        cards={[1, 2, 3, 4].map((n) => ({ ...ARTICLE_CARD, href: `/pages/news/${n}` }))}
      />,
    );
    const loading = [...container.querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it.each([
    ['en', 'From 15 October 2026', 'Ended'],
    ['ru', /^С 15 октября 2026/, 'Завершена'],
  ] as const)('speaks %s', (locale, from, ended) => {
    render(
      <I18nProvider locale={locale}>
        <ContentCard {...PROMOTION_CARD} endDate={null} ended />
      </I18nProvider>,
    );
    expect(screen.getByText(from)).toBeInTheDocument();
    expect(screen.getByText(ended)).toBeInTheDocument();
  });
});
