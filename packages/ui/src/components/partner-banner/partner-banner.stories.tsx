import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { PartnerBannerExample } from './examples/partner-banner.examples.js';
import { PartnerBanner } from './partner-banner.js';

/** The home page's partner banner (SPEC §2): the invitation to become a dealer. */
const meta = {
  title: 'Components/PartnerBanner',
  component: docsComponent<typeof PartnerBannerExample>(PartnerBanner),
  parameters: { layout: 'fullscreen' },
  render: (args) => <PartnerBannerExample {...args} />,
} satisfies Meta<typeof PartnerBannerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title, text and the banner's own button text, opening the partner form on the dealers page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Trimite cererea' })).toHaveAttribute(
      'href',
      '/pages/signup-dealers?form=partner',
    );
  },
};

/** No picture, no text, no button text: the catalogue's 'Devino partener'. */
export const Minimal: Story = {
  args: { image: null, text: '', button_text: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Devino partener' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A banner that names another page. */
export const OwnLink: Story = {
  args: { url: '/pages/contacts' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Trimite cererea' }),
    ).toHaveAttribute('href', '/pages/contacts');
  },
};

/** In English, the default button text and the localised address. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { button_text: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Become a partner' }),
    ).toHaveAttribute('href', '/en/pages/signup-dealers?form=partner');
  },
};
