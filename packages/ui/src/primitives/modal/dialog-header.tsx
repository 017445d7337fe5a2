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
        'sticky top-0 flex items-start gap-4 border-b border-black/10 bg-white px-5 py-4',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="mt-1 text-sm text-black/70">
            {description}
          </Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close
        data-slot={`${slot}-close`}
        aria-label={t('common.close')}
        className="-m-1 rounded-md p-1 text-settings-icons hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-settings-main"
      >
        <CloseIcon className="size-5" />
      </Dialog.Close>
    </div>
  );
}
