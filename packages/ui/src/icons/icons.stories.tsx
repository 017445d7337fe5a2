import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '../i18n/index.js';
import { ICON_GROUPS, IconGallery, type IconGroup } from './examples/icons.examples.js';
import { NoImageIcon } from './picture-icons.js';
import { Icon } from './icon.js';
import { docsComponent } from '../docs/docs-component.js';

const meta = {
  title: 'Foundations/Icons',
  component: docsComponent<typeof IconGallery>(Icon),
  render: (args) => <IconGallery {...args} />,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file's icons with their component names, each hidden from assistive technology. */
function gallery(group: IconGroup | undefined): Story {
  if (!group) throw new Error('The icon set has no such file.');
  return {
    args: { groups: [group] },
    play: async ({ canvasElement }) => {
      const icons = canvasElement.querySelectorAll('[data-icon] svg');
      await expect(icons).toHaveLength(group.icons.length);
      for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    },
  };
}

/** The interface icons: the 24 px line set, then the 16 and 20 px drawings of small controls. */
export const Interface: Story = gallery(ICON_GROUPS[0]);

/** The social networks in the text colour, the brand marks in their own colours. */
export const Brands: Story = gallery(ICON_GROUPS[1]);

/** The pictures that fill a frame. */
export const Pictures: Story = gallery(ICON_GROUPS[2]);

function TitledIcon() {
  const { t } = useT();
  return <NoImageIcon title={t('productCard.noImage')} className="shop:size-24 shop:text-faint" />;
}

/** An icon that carries meaning: with a title it is an image named by it. */
export const Titled: Story = {
  render: () => <TitledIcon />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Fără imagine' })).toBeVisible();
  },
};
