// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  ATTRIBUTES,
  FEW_ATTRIBUTES,
  PARTLY_TRANSLATED_ATTRIBUTES,
  PLAIN_DESCRIPTION,
  ProductAttributesExample,
  ProductDescriptionExample,
} from './examples/product-attributes.examples.js';
import { ProductAttributes, attributeRows } from './product-attributes.js';

afterEach(cleanup);

const pairs = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-slot="product-attribute"]'));
const visiblePairs = () => pairs().filter((pair) => !pair.hidden);
const toggle = (name: string) => screen.getByRole('button', { name });

describe('ProductAttributes', () => {
  it('lists title and value pairs in a named section, the first 9 shown', () => {
    render(<ProductAttributesExample />);
    expect(screen.getByRole('region', { name: 'Caracteristici' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Caracteristici' })).toBeInTheDocument();
    expect(pairs()).toHaveLength(14);
    expect(visiblePairs()).toHaveLength(9);
    const terms = screen.getAllByRole('term');
    expect(terms[0]).toHaveTextContent('Putere nominală');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('600 W');
    // The hidden pairs are in the page (search engines read them) but not shown.
    expect(screen.getByText('Garanție', { exact: true })).not.toBeVisible();
  });

  it('shows the rest with show more, and folds them back with show less', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<ProductAttributesExample onExpandedChange={onExpandedChange} />);
    const more = toggle('Arată toate caracteristicile');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('DL');
    await user.click(more);
    expect(visiblePairs()).toHaveLength(14);
    expect(toggle('Arată mai puține caracteristici')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Arată mai puține caracteristici')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visiblePairs()).toHaveLength(9);
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled expanded state', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<ProductAttributesExample expanded onExpandedChange={onExpandedChange} />);
    expect(visiblePairs()).toHaveLength(14);
    await user.click(toggle('Arată mai puține caracteristici'));
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(visiblePairs()).toHaveLength(14);
  });

  it('has no button when everything fits in the preview', () => {
    render(<ProductAttributesExample attributes={FEW_ATTRIBUTES} />);
    expect(visiblePairs()).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without attributes', () => {
    const { container } = render(<ProductAttributes attributes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the titles of the current language, with Romanian for missing ones', () => {
    render(
      <I18nProvider locale="ru">
        <ProductAttributesExample
          attributes={[...ATTRIBUTES.slice(0, 1), ...PARTLY_TRANSLATED_ATTRIBUTES]}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Характеристики' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Номинальная мощность',
      'Culoare',
      'Материал корпуса',
    ]);
  });

  it('reads rows per language, dropping rows without a title', () => {
    expect(attributeRows(PARTLY_TRANSLATED_ATTRIBUTES, 'en')).toEqual([
      { title: 'Culoare', value: 'Albastru' },
      { title: 'Material carcasă', value: 'Plastic armat cu fibră de sticlă' },
    ]);
    expect(attributeRows(ATTRIBUTES, 'en')[0]).toEqual({ title: 'Rated power', value: '600 W' });
  });

  it('has no axe violations, collapsed and expanded', async () => {
    for (const expanded of [false, true]) {
      const { container, unmount } = render(
        <ProductAttributesExample defaultExpanded={expanded} />,
      );
      const results = await axe.run(container);
      expect(results.violations).toEqual([]);
      unmount();
    }
  });
});

describe('ProductDescription', () => {
  it('renders the API’s HTML under a heading', () => {
    render(<ProductDescriptionExample />);
    const section = screen.getByRole('region', { name: 'Descriere' });
    expect(section.querySelector('[data-slot="product-description-body"]')).toHaveAttribute(
      'data-format',
      'html',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Bormașina cu percuție Bosch GSB 13 RE').tagName).toBe('STRONG');
  });

  it('shows plain text as paragraphs, keeping single line breaks', () => {
    render(<ProductDescriptionExample description={PLAIN_DESCRIPTION} />);
    const section = screen.getByRole('region', { name: 'Descriere' });
    expect(section.querySelector('[data-slot="product-description-body"]')).toHaveAttribute(
      'data-format',
      'text',
    );
    const paragraphs = section.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toContain('\n');
  });

  it('renders nothing for a missing or blank description', () => {
    const { container } = render(
      <>
        <ProductDescriptionExample description={null} />
        <ProductDescriptionExample description={'  \n '} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Russian and renders on the server', () => {
    render(
      <I18nProvider locale="ru">
        <ProductDescriptionExample headingLevel={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Описание' })).toBeInTheDocument();
    expect(renderToString(<ProductDescriptionExample />)).toContain('<ul><li>');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProductDescriptionExample />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
