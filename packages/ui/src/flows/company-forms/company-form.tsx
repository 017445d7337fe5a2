import type { FieldErrors } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ReactNode, type Ref } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { AgreementCheckbox } from '../../primitives/agreement-checkbox/index.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { FieldFrame, Input, inputVariants } from '../../primitives/input/input.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { Textarea } from '../../primitives/textarea/index.js';
import { FileField } from './file-field.js';
import type { FormFlowValues } from './form-flow.machine.js';

/** One field of a company form: what it holds and how it is labelled (texts translated). */
export type CompanyFormField =
  | {
      name: string;
      kind: 'text' | 'email';
      label: string;
      required?: boolean;
      hint?: string;
      autoComplete?: string;
      inputMode?: 'text' | 'numeric' | 'email';
      /** Spans both columns of the wide layout. */
      wide?: boolean;
    }
  | { name: string; kind: 'phone'; label: string; required?: boolean; wide?: boolean }
  | {
      name: string;
      kind: 'textarea';
      label: string;
      required?: boolean;
      hint?: string;
      maxChars?: number;
    }
  | {
      name: string;
      kind: 'select';
      label: string;
      required?: boolean;
      placeholder: string;
      options: readonly { value: string; label: string }[];
      wide?: boolean;
    }
  | { name: string; kind: 'agreement' }
  | {
      name: string;
      kind: 'file';
      label: string;
      /** The accepted types and size, said before anything is chosen. */
      hint?: string;
      /** The input's `accept` list, e.g. '.pdf,.doc'. */
      accept: string;
    };

/** The form: a column on phones, two columns of short fields from 744 px in `wide` forms. */
export const companyFormVariants = cva('shop:flex shop:flex-col shop:gap-4', {
  variants: {
    layout: {
      /** One column (the dialogs). */
      column: '',
      /** Short fields side by side from 744 px (a page's form). */
      wide: '',
    },
  },
  defaultVariants: { layout: 'column' },
});

export interface CompanyFormProps {
  /** The fields in order (labels already translated). */
  fields: readonly CompanyFormField[];
  /** The fields' values by name. */
  values: FormFlowValues;
  /** The errors to show (none before the first submit, SPEC §5). @default {} */
  errors?: FieldErrors;
  /**
   * Why the last request failed for no one field (SPEC §8: a 429, the network), above the
   * button. @default null
   */
  failure?: ApiDetail | null;
  /** The request runs: fields read-only, the button busy. @default false */
  busy?: boolean;
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** The button's text while sending. */
  busyLabel: string;
  /** @default 'column' */
  layout?: 'column' | 'wide';
  /** `data-slot` of the form (e.g. 'contact-form'). */
  slot: string;
  /** The first field (focused when a dialog opens). */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** A field changed. */
  onChange: (field: string, value: string | boolean) => void;
  /** A file field's file was chosen or removed (null); needed only with a `file` field. */
  onFileChange?: (field: string, file: File | null) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  className?: string;
}

const text = (value: FormFlowValues[string] | undefined): string =>
  typeof value === 'string' ? value : '';

/**
 * A company form drawn from props alone (the contact form, the partner form, the dealer
 * application): its fields, the note on required marks, a failure above the button and the
 * button. Errors show under their fields; after a submit the first invalid field takes focus.
 * The browser's own validation is off: the rules are core's (the API's).
 *
 * @example <CompanyForm slot="contact-form" fields={fields} values={values} onChange={…} onSubmit={…} submitLabel="Trimite" busyLabel="Se trimite…" />
 */
export function CompanyForm({
  fields,
  values,
  errors = {},
  failure = null,
  busy = false,
  animated = true,
  submitLabel,
  busyLabel,
  layout = 'column',
  slot,
  firstFieldRef,
  onChange,
  onFileChange,
  onSubmit,
  className,
}: CompanyFormProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const selectId = useId();
  const wide = layout === 'wide';
  const span = (field: { wide?: boolean; kind: string }) =>
    wide && (field.wide || field.kind === 'textarea' || field.kind === 'agreement')
      ? 'shop:bp744:col-span-2'
      : undefined;

  return (
    <form
      noValidate
      data-slot={slot}
      aria-busy={busy || undefined}
      className={cn(companyFormVariants({ layout }), className)}
      onSubmit={formSubmitHandler(busy, onSubmit)}
    >
      <div
        className={cn(
          'shop:grid shop:grid-cols-1 shop:gap-4',
          wide && 'shop:bp744:grid-cols-2 shop:bp744:gap-x-5',
        )}
      >
        {fields.map((field, index) => {
          const error = fieldErrorText(translator, errors[field.name]);
          const ref = index === 0 ? firstFieldRef : undefined;
          switch (field.kind) {
            case 'text':
            case 'email':
              return (
                <Input
                  key={field.name}
                  ref={ref}
                  name={field.name}
                  type={field.kind}
                  label={field.label}
                  hint={field.hint}
                  required={field.required}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  spellCheck={field.kind === 'email' ? false : undefined}
                  value={text(values[field.name])}
                  readOnly={busy}
                  error={error}
                  rootClassName={span(field)}
                  onValueChange={(value) => onChange(field.name, value)}
                />
              );
            case 'phone':
              return (
                <PhoneInput
                  key={field.name}
                  ref={ref}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  value={text(values[field.name])}
                  readOnly={busy}
                  error={error}
                  rootClassName={span(field)}
                  onValueChange={(value) => onChange(field.name, value)}
                />
              );
            case 'textarea':
              return (
                <Textarea
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  required={field.required}
                  maxChars={field.maxChars}
                  value={text(values[field.name])}
                  readOnly={busy}
                  error={error}
                  rootClassName={span(field)}
                  onValueChange={(value) => onChange(field.name, value)}
                />
              );
            case 'select': {
              const id = `${selectId}-${field.name}`;
              return (
                <FieldFrame
                  key={field.name}
                  controlId={id}
                  label={field.label}
                  required={field.required}
                  error={error}
                  slot="select"
                  rootClassName={span(field)}
                >
                  {(describedBy, invalid) => (
                    <select
                      id={id}
                      name={field.name}
                      required={field.required}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      data-state={invalid ? 'invalid' : 'valid'}
                      value={text(values[field.name])}
                      className={cn(inputVariants(), 'shop:cursor-pointer')}
                      onChange={(event) => {
                        if (!busy) onChange(field.name, event.target.value);
                      }}
                    >
                      <option value="" disabled>
                        {field.placeholder}
                      </option>
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldFrame>
              );
            }
            case 'agreement':
              return (
                <AgreementCheckbox
                  key={field.name}
                  name={field.name}
                  className={span(field)}
                  checked={values[field.name] === true}
                  invalid={errors[field.name] !== undefined}
                  busy={busy}
                  onCheckedChange={(checked) => onChange(field.name, checked)}
                />
              );
            case 'file': {
              const file = values[field.name];
              return (
                <FileField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  accept={field.accept}
                  file={file instanceof File ? file : null}
                  error={error}
                  busy={busy}
                  rootClassName={span({ kind: field.kind, wide: true })}
                  onFileChange={(chosen) => onFileChange?.(field.name, chosen)}
                />
              );
            }
          }
        })}
      </div>
      <p className="shop:text-xs shop:text-ink-soft">{t('common.requiredNote')}</p>
      <FormFailure data-slot={`${slot}-failure`}>
        {failure ? translator.apiDetail(failure) : null}
      </FormFailure>
      <Button
        type="submit"
        size="lg"
        className={cn('shop:w-full', wide && 'shop:bp744:w-auto shop:bp744:self-start')}
        busy={busy}
        busyLabel={busyLabel}
        animated={animated}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
