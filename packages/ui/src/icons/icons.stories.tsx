import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '../i18n/index.js';
import { ALL_ICONS, IconGallery } from './examples/icons.examples.js';
import { NoImageIcon } from './picture-icons.js';

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set with its component name, hidden from assistive technology. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('[data-icon] svg');
    await expect(icons).toHaveLength(ALL_ICONS.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

function TitledIcon() {
  const { t } = useT();
  return <NoImageIcon title={t('productCard.noImage')} className="size-24 text-faint" />;
}

/** An icon that carries meaning: with a title it is an image named by it. */
export const Titled: Story = {
  render: () => <TitledIcon />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Fără imagine' })).toBeVisible();
  },
};
