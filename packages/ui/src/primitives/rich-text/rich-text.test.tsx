// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText, isHtml, textParagraphs } from './rich-text.js';

describe('RichText', () => {
  afterEach(cleanup);

  it('inserts the API’s HTML in its column', () => {
    const { container } = render(
      <RichText html="<h2>Garanție</h2><ul><li>12 luni</li><li>24 de luni</li></ul>" />,
    );
    const body = container.firstElementChild;
    expect(body).toHaveAttribute('data-slot', 'rich-text');
    expect(body).toHaveAttribute('data-format', 'html');
    expect(screen.getByRole('heading', { level: 2, name: 'Garanție' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows plain text as paragraphs, keeping single breaks, without reading it as HTML', () => {
    const { container } = render(<RichText html={'Putere < 600 W\nfără fir\n\n\n Garanție '} />);
    const paragraphs = container.querySelectorAll('p');
    expect(container.firstElementChild).toHaveAttribute('data-format', 'text');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('Putere < 600 W\nfără fir');
  });

  it('renders nothing for missing or blank text', () => {
    const { container } = render(
      <>
        <RichText html={null} />
        <RichText html={undefined} />
        <RichText html={'  \n '} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the caller name its slot and add classes; renders on the server', () => {
    const { container } = render(
      <RichText html="<p>x</p>" data-slot="article-body" className="shop:mt-4" />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-slot', 'article-body');
    expect(container.firstElementChild?.className).toContain('shop:mt-4');
    expect(renderToString(<RichText html="<p>Text</p>" />)).toContain('<p>Text</p>');
  });

  it('tells HTML from plain text and splits paragraphs', () => {
    expect(isHtml('<p>a</p>')).toBe(true);
    expect(isHtml('Putere < 600 W, greutate > 1 kg')).toBe(false);
    expect(textParagraphs('a\nb\n\n\n c \n\n')).toEqual(['a\nb', 'c']);
  });

  it('draws an editor’s list as a list in either size, with the tokens’ colours', () => {
    const { container } = render(
      <>
        <RichText html="<ul><li>Ture</li><li>Bonusuri</li></ul>" />
        <RichText html="<ol><li>Unu</li></ol><table><tr><td>x</td></tr></table>" size="sm" />
      </>,
    );
    const [page, card] = [...container.children];
    expect(page).toHaveClass('shop:text-base', 'shop:[&_ul]:list-disc');
    expect(card).toHaveClass('shop:text-sm', 'shop:[&_ol]:list-decimal', 'shop:[&_td]:border-line');
    expect(card).not.toHaveClass('shop:text-base');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ture',
      'Bonusuri',
      'Unu',
    ]);
    expect(container).not.toHaveTextContent('<li>');
    // No palette colour: every border and surface is a theme token.
    expect(page?.className).not.toMatch(/black|white|gray|slate/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RichText html='<h2>Retur</h2><p>În 14 zile. <a href="/pages/contacts">Contacte</a></p>' />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    const small = render(<RichText size="sm" html="<ul><li>Ture</li></ul><p>CV</p>" />);
    expect((await axe.run(small.container)).violations).toEqual([]);
  });
});
