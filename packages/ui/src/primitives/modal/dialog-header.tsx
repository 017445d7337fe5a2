import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CloseIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

/**
 * The header every Radix dialog of the shop shares (Modal, SidePanel): the title that names the
 * dialog, an optional description, and the close button, sticky at the top while the body scrolls.
 */
export function DialogHeader({
  title,
  description,
  slot,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Prefix of the close button's data-slot: `${slot}-close`. */
  slot: string;
  className?: string;
}) {
  const { t } = useT();
  return (
    <div
      className={cn(
        'shop:sticky shop:top-0 shop:flex shop:items-start shop:gap-4 shop:border-b shop:border-black/10 shop:bg-white shop:px-5 shop:py-4',
        className,
      )}
    >
      <div className="shop:min-w-0 shop:flex-1">
        <Dialog.Title className="shop:text-lg shop:font-semibold">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="shop:mt-1 shop:text-sm shop:text-black/70">
            {description}
          </Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close
        data-slot={`${slot}-close`}
        aria-label={t('common.close')}
        className="shop:-m-1 shop:rounded-md shop:p-1 shop:text-settings-icons shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-settings-main"
      >
        <CloseIcon className="shop:size-5" />
      </Dialog.Close>
    </div>
  );
}
