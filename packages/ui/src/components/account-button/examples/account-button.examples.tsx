import type { ReactNode } from 'react';
import { AccountButton, type AccountButtonProps } from '../account-button.js';

/** The visible states of the account control, each a story and a test. */
export const ACCOUNT_BUTTON_STATES = ['signedOut', 'signedIn', 'nameless', 'longName'] as const;
export type AccountButtonState = (typeof ACCOUNT_BUTTON_STATES)[number];

/** The control's props for a state (callbacks apart). */
export function accountButtonStateProps(state: AccountButtonState): AccountButtonProps {
  switch (state) {
    case 'signedOut':
      return { account: null };
    case 'signedIn':
      return { account: { name: 'Ana' } };
    case 'nameless':
      return { account: { name: null } };
    case 'longName':
      return { account: { name: 'Alexandru-Constantin Păduraru' } };
  }
}

/** The header's strip of actions around the control, in the header's colour. */
export function HeaderActionsFrame({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="shop:flex shop:justify-end shop:bg-settings-header shop:p-2 shop:bp768:px-6">
      <div className="shop:flex shop:items-center shop:gap-0.5 shop:bp1024:gap-1">{children}</div>
    </div>
  );
}

export type AccountButtonExampleProps = { state: AccountButtonState } & Partial<AccountButtonProps>;

/** The control in a state, where the header puts it. */
export function AccountButtonExample({ state, ...props }: AccountButtonExampleProps): ReactNode {
  return (
    <HeaderActionsFrame>
      <AccountButton {...accountButtonStateProps(state)} {...props} />
    </HeaderActionsFrame>
  );
}
