import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ATTRIBUTES,
  FEW_ATTRIBUTES,
  PARTLY_TRANSLATED_ATTRIBUTES,
  PLAIN_DESCRIPTION,
  ProductAttributesExample,
  ProductDescriptionExample,
} from './examples/product-attributes.examples.js';
import { ProductAttributes, ProductDescription } from './product-attributes.js';
import { docsComponent } from '../../docs/docs-component.js';

const meta = {
  title: 'Components/ProductAttributes',
  component: docsComponent<typeof ProductAttributesExample>(ProductAttributes),
  subcomponents: { ProductDescription },
  render: (args) => <ProductAttributesExample {...args} />,
  parameters: { layout: 'padded' },
  args: { attributes: ATTRIBUTES, onExpandedChange: fn() },
} satisfies Meta<typeof ProductAttributesExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const visiblePairs = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="product-attribute"]')).filter(
    (pair) => !pair.hidden,
  );

/** 14 attributes: 9 shown (three columns from 744 px, one below) and 'show more'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await expect(visiblePairs(canvasElement)).toHaveLength(9);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Arată toate caracteristicile' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 'Show more' reveals the other 5 and turns into 'show less'. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Arată toate caracteristicile' }));
    await expect(visiblePairs(canvasElement)).toHaveLength(14);
    await expect(
      canvas.getByRole('button', { name: 'Arată mai puține caracteristici' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** Six attributes: no button. */
export const Few: Story = { args: { attributes: FEW_ATTRIBUTES } };

/** Titles missing in a language fall back to Romanian; a row without a title is left out. */
export const PartlyTranslated: Story = { args: { attributes: PARTLY_TRANSLATED_ATTRIBUTES } };

/** The description from the API (HTML: paragraphs, bold, a list). */
export const Description: Story = {
  render: () => <ProductDescriptionExample />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Descriere' })).toBeVisible();
  },
};

/** A description in plain text: blank lines make paragraphs. */
export const PlainTextDescription: Story = {
  render: () => <ProductDescriptionExample description={PLAIN_DESCRIPTION} />,
};
