import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { ProfileDataExample, ProfileDataFormExample } from './examples/profile-data.examples.js';
import { ProfileDataForm } from './profile-data-form.js';
import { ProfileDataTab } from './profile-data.container.js';
import { profileDataMachine } from './profile-data.machine.js';

/**
 * The profile's personal data (SPEC §2 /pages/profile-data, §5): the person type, the person's
 * details and a company's; errors on leaving a field and after a submit, a save that runs, a
 * refusal, and the notice of an account that lacks details.
 */
const meta = {
  title: 'Flows/ProfileData',
  parameters: { docs: { page: flowDocsPage(profileDataMachine) } },
  component: docsComponent<typeof ProfileDataFormExample>(ProfileDataForm),
  subcomponents: { ProfileDataTab },
  render: (args) => <ProfileDataFormExample {...args} />,
  args: {
    state: 'physical',
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onPersonTypeChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ProfileDataFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A physical person's stored details. */
export const Physical: Story = {};

/** A juridical person: the company's details too. */
export const Juridical: Story = { args: { state: 'juridical' } };

/** After a submit: every invalid field says what is wrong. */
export const Invalid: Story = {
  args: { state: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('IBAN')).toHaveAccessibleDescription(/24/);
  },
};

/** The save runs. */
export const Sending: Story = { args: { state: 'sending' } };

/** The save failed (no connection): said under the form, the values kept. */
export const Failed: Story = { args: { state: 'failed' } };

/** The API refused the e-mail as another account's: said under the field. */
export const Refused: Story = { args: { state: 'refused' } };

/** An account from a Google sign-in without a phone: the notice names it, the field says so. */
export const Incomplete: Story = {
  args: { state: 'incomplete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Telefon')).toHaveAccessibleDescription(
      'De completat',
    );
  },
};

/** In Russian, a company after a submit. */
export const Russian: Story = { args: { state: 'invalid' }, globals: { locale: 'ru' } };

/** Wired: a company's details are asked for, filled in and saved. */
export const Wired: Story = {
  render: () => <ProfileDataExample onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Persoană juridică' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează datele' }));
    const company = canvas.getByLabelText('Denumirea companiei');
    await waitFor(() => expect(company).toHaveFocus());
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(company, 'Construct Grup SRL');
    await userEvent.type(canvas.getByLabelText('IDNO'), '1003600012344');
    await userEvent.type(canvas.getByLabelText('IBAN'), 'MD24AG000225100013104168');
    await userEvent.type(canvas.getByLabelText('BIC'), 'AGRNMD2X');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează datele' }));
    await waitFor(() => expect(company).not.toHaveAttribute('aria-invalid'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
