import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.js';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { FieldFrame, inputVariants } from '../../primitives/input/input.js';

export interface FileFieldProps {
  name: string;
  /** The field's label (translated). */
  label: string;
  /** What may be chosen (types, size), shown before anything is uploaded. */
  hint?: string;
  /** The `accept` list of the input, e.g. '.pdf,.doc'. */
  accept: string;
  /** The chosen file, or null. */
  file: File | null;
  /** The error under the field (translated). */
  error?: string;
  /** The request runs: the choice holds still. @default false */
  busy?: boolean;
  /** A file was chosen, or removed (null). */
  onFileChange: (file: File | null) => void;
  rootClassName?: string;
}

/** A size as people read it: KB under a megabyte (at least 1), MB with one decimal above. */
function fileSizeText(
  size: number,
  t: ReturnType<typeof useT>['t'],
  number: (value: number) => string,
): string {
  if (size < 1024 * 1024) {
    return t('careersPage.form.kilobytes', { size: number(Math.max(1, Math.round(size / 1024))) });
  }
  // Rounded up: a file just over the limit must not read as exactly the limit.
  return t('careersPage.form.megabytes', {
    size: number(Math.ceil((size / (1024 * 1024)) * 10) / 10),
  });
}

/**
 * A file input of a company form (the careers form's CV): the native input (keyboard and screen
 * readers know it), the accepted types and limit in its hint, and once a file is chosen its name
 * and size with a button that removes it. The error shows under the field.
 */
export function FileField({
  name,
  label,
  hint,
  accept,
  file,
  error,
  busy = false,
  onFileChange,
  rootClassName,
}: FileFieldProps): ReactNode {
  const { t, number } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FieldFrame
      controlId={id}
      label={label}
      hint={hint}
      error={error}
      slot="file-field"
      rootClassName={rootClassName}
    >
      {(describedBy, invalid) => (
        <div className="shop:flex shop:flex-col shop:gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            name={name}
            accept={accept}
            disabled={busy}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-state={invalid ? 'invalid' : 'valid'}
            className={cn(
              inputVariants(),
              // The browser's own "no file chosen" is hidden: the line below says what is chosen.
              'shop:text-transparent shop:h-auto shop:cursor-pointer shop:py-2 shop:file:mr-3 shop:file:cursor-pointer shop:file:rounded-md shop:file:border-0 shop:file:bg-surface-muted shop:file:px-3 shop:file:py-1 shop:file:text-sm shop:file:font-medium shop:file:text-ink',
            )}
            onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
          />
          {file ? (
            <div
              data-slot="file-field-chosen"
              className="shop:flex shop:items-center shop:justify-between shop:gap-2 shop:rounded-md shop:bg-surface-muted shop:px-3 shop:py-1"
            >
              <p
                className="shop:min-w-0 shop:text-sm shop:break-all shop:text-ink"
                aria-live="polite"
              >
                {t('careersPage.form.cvChosen', {
                  name: file.name,
                  size: fileSizeText(file.size, t, number),
                })}
              </p>
              <IconButton
                type="button"
                size="sm"
                label={t('careersPage.form.cvRemove', { name: file.name })}
                disabled={busy}
                onClick={() => {
                  // The native input forgets its choice too, so the same file can be chosen again.
                  if (input.current) input.current.value = '';
                  onFileChange(null);
                  input.current?.focus();
                }}
              >
                <CloseIcon />
              </IconButton>
            </div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
