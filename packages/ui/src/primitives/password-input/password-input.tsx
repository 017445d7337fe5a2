import { cva } from 'class-variance-authority';
import { useT } from '../../i18n/index.js';
import { EyeIcon, EyeOffIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { IconButton } from '../icon-button/index.js';
import { Input, type InputProps } from '../input/index.js';

export const passwordInputVariants = cva('shop:w-full', {
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
