import { cva } from 'class-variance-authority';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { IconButton } from '../icon-button/index.js';
import { Input, type InputProps } from '../input/index.js';

export const passwordInputVariants = cva('w-full', {
  variants: {
    state: {
      hidden: '',
      visible: '',
    },
  },
  defaultVariants: { state: 'hidden' },
});

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'endSlot'> {
  /** Whether the password shows as text (controlled). */
  visible?: boolean;
  /**
   * Whether the password shows as text at first (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /** Called when the toggle asks to show (`true`) or mask (`false`) the password. */
  onVisibleChange?: (visible: boolean) => void;
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5-1.5" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </svg>
  );
}

/**
 * A password field with a show/hide toggle (SPEC §4 "Password field toggles masked/visible"). The
 * toggle is a button with `aria-pressed` (pressed = shown), named 'Show password' / 'Hide password'.
 */
export function PasswordInput({
  visible,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  disabled,
  rootClassName,
  ...props
}: PasswordInputProps) {
  const { t } = useT();
  const [shown, setShown] = useControllableState(visible, defaultVisible, onVisibleChange);
  const state = shown ? 'visible' : 'hidden';

  const toggle = () => setShown(!shown);

  return (
    <div
      data-slot="password-input"
      data-state={state}
      className={cn(passwordInputVariants({ state }), rootClassName)}
    >
      <Input
        {...props}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        disabled={disabled}
        endSlot={
          <IconButton
            size="sm"
            label={shown ? t('password.hide') : t('password.show')}
            aria-pressed={shown}
            disabled={disabled}
            onClick={toggle}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      />
    </div>
  );
}
