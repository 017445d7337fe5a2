// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DealersPage } from './dealers-page.js';
import { MINIMAL_DEALERS_PAGE, SAMPLE_DEALERS_PAGE } from './examples/dealers-page.examples.js';

afterEach(cleanup);

describe('DealersPage', () => {
  it('shows the lead, the benefits, the form under its heading, the invitation and the logos', async () => {
    const { container } = render(
      <DealersPage
        page={SAMPLE_DEALERS_PAGE}
        form={<p>formular</p>}
        partnerAction={<button type="button">Propuneți</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Devino dealer CasaPlus');
    const benefits = screen.getByRole('region', { name: 'Ce primesc dealerii' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    const form = screen.getByRole('region', { name: 'Cerere de dealer' });
    expect(within(form).getByText('formular')).toBeInTheDocument();
    const partner = screen.getByRole('region', { name: SAMPLE_DEALERS_PAGE.partner_title });
    expect(within(partner).getByRole('button', { name: 'Propuneți' })).toBeInTheDocument();
    const logos = screen.getByRole('region', { name: 'Mărcile pe care le vindem' });
    expect(within(logos).getByRole('img', { name: 'Bosch' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('leaves out what the page does not have', () => {
    render(<DealersPage page={MINIMAL_DEALERS_PAGE} form={<p>formular</p>} />);
    expect(screen.queryByRole('region', { name: 'Ce primesc dealerii' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mărcile pe care le vindem' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});
