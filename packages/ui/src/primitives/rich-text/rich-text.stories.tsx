import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './rich-text.js';

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article's body as the API sends it: headings, paragraphs, lists, a quote and a link. */
export const Article: Story = {
  args: {
    html:
      '<h2>Cum alegeți un fierbător electric</h2>' +
      '<p>Un fierbător bun încălzește <strong>1,7 litri</strong> de apă în mai puțin de patru minute.</p>' +
      '<ul><li>Corp din inox sau sticlă</li><li>Oprire automată</li><li>Filtru anticalcar</li></ul>' +
      '<h3>Puterea</h3><p>Între 2000 și 2400 W. Vedeți <a href="/pages/catalog/fierbatoare">toate fierbătoarele</a>.</p>' +
      '<blockquote><p>Detartrați fierbătorul o dată pe lună.</p></blockquote>' +
      '<ol><li>Turnați oțet diluat</li><li>Fierbeți</li><li>Clătiți de două ori</li></ol>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('fierbător');
    await expect(canvas.getByRole('link', { name: 'toate fierbătoarele' })).toBeVisible();
  },
};

/** A table of terms (a client-service page). */
export const Table: Story = {
  args: {
    html:
      '<p>Termenele de garanție:</p><table><thead><tr><th>Produs</th><th>Garanție</th></tr></thead>' +
      '<tbody><tr><td>Electrocasnice mari</td><td>24 de luni</td></tr><tr><td>Scule electrice</td><td>12 luni</td></tr></tbody></table>',
  },
};

/** Plain text without markup: blank lines make paragraphs. */
export const PlainText: Story = {
  args: {
    html: 'Livrăm în toată Moldova.\n\nComenzile de peste 500 lei\nse livrează gratuit.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
  },
};

/** Russian text wraps in the same column. */
export const Russian: Story = {
  args: {
    html: '<h2>Условия возврата</h2><p>Товар надлежащего качества можно вернуть в течение 14 дней, если сохранены его товарный вид и упаковка.</p>',
  },
};

/**
 * `size="sm"`: a text inside a card or a popup (a vacancy, a shop): smaller type, closer
 * spacing, the same lists and links.
 */
export const Small: Story = {
  args: {
    size: 'sm',
    html:
      '<h3>Consultant vânzări</h3>' +
      '<ul><li>Consiliezi clienții în alegerea produselor.</li><li>Program în ture, salariu fix și bonusuri.</li></ul>' +
      '<p>Trimite CV-ul la <a href="mailto:cariere@example.md">cariere@example.md</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'cariere@example.md' })).toBeVisible();
  },
};
