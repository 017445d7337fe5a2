import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionMachine, SessionExample } from './examples/session.examples.js';
import { SAMPLE_PROFILES } from './examples/session.samples.js';
import { SessionProvider } from './session.provider.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { sessionMachine } from './session.machine.js';

/**
 * Who is signed in (SPEC §4 "Session", "Login"), wired as the storefront wires it: the real
 * session machine with fake actors, the header's account control and the profile navigation.
 */
const meta = {
  title: 'Flows/Session',
  component: docsComponent<typeof SessionExample>(SessionProvider),
  render: (args) => <SessionExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(sessionMachine) } },
  args: {
    initial: { status: 'anonymous' },
    onSignedIn: fn(),
    onSignedOut: fn(),
    onNavigateHome: fn(),
    onSessionStorageCleared: fn(),
    onReloadRequested: fn(),
  },
} satisfies Meta<typeof SessionExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor signs in: the header's control turns into the profile link and the storefront hears
 * `signedIn` (after the guest lists are adopted) and `navigateHome`.
 */
export const VisitorSignsIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onSessionStorageCleared).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Intră în cont' }));
    await expect(await canvas.findByRole('link', { name: 'Contul meu, Ana' })).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(SAMPLE_PROFILES.customer));
    await expect(args.onNavigateHome).toHaveBeenCalledOnce();
  },
};

/** Signed in at start (the server's check): the profile link and the profile navigation. */
export const SignedIn: Story = {
  args: { initial: { status: 'authenticated', profile: SAMPLE_PROFILES.dealer } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contul meu, Ion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comenzile mele' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(args.onSessionStorageCleared).not.toHaveBeenCalled();
  },
};

/** Logging out: the server call runs (here it never answers), the button shows it. */
export const LoggingOut: Story = {
  args: {
    initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer },
    machine: demoSessionMachine({ logoutMs: null }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ieși din cont' }));
    const busy = await canvas.findByRole('button', { name: 'Se iese din cont…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** Logged out: storage keys cleared, signed out, home; the control offers to sign in again. */
export const LoggedOut: Story = {
  args: { initial: { status: 'authenticated', profile: SAMPLE_PROFILES.dealer } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ieși din cont' }));
    await expect(await canvas.findByRole('button', { name: 'Intră în cont' })).toBeVisible();
    await expect(args.onSessionStorageCleared).toHaveBeenCalledWith([
      'temporaryProduct',
      'managerFastOrderDiscount',
      'dealerDiscount',
    ]);
    await expect(args.onSignedOut).toHaveBeenCalledOnce();
    await expect(args.onNavigateHome).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation', { name: 'Secțiunile contului' })).toBeNull();
  },
};
