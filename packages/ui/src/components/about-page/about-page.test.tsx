// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { AboutPageExample, SAMPLE_ABOUT } from './examples/about-page.examples.js';

afterEach(cleanup);

describe('AboutPage', () => {
  it('shows the quote, statistics, milestones, carousel and team, without axe violations', async () => {
    const { container } = render(<AboutPageExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Despre CasaPlus');
    const quote = container.querySelector('blockquote');
    expect(quote).toHaveTextContent(SAMPLE_ABOUT.quote);
    expect(container.querySelector('figcaption')).toHaveTextContent('Alexandru Ciobanu, fondator');
    const stats = screen.getByRole('region', { name: 'În cifre' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((node) => node.textContent),
    ).toEqual(['17', '8', '25 000+', '350']);
    const history = screen.getByRole('region', { name: 'Istoria noastră' });
    const steps = within(history).getAllByRole('listitem');
    expect(history.querySelector('ol')).not.toBeNull();
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('2009');
    expect(screen.getByRole('region', { name: 'Fotografii' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Fotografia \d$/ })).toHaveLength(3);
    const team = screen.getByRole('region', { name: 'Echipa noastră' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(4);
    expect(within(team).getByText('Director comercial')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('leaves out the sections without content', () => {
    const { container } = render(
      <AboutPageExample
        page={{
          ...SAMPLE_ABOUT,
          quote: '',
          statistics: [],
          milestones: [],
          carousel: [],
          team: [],
        }}
      />,
    );
    expect(container.querySelector('blockquote')).toBeNull();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('labels its sections in Russian', () => {
    render(
      <I18nProvider locale="ru">
        <AboutPageExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Наша команда' })).toBeInTheDocument();
  });
});
