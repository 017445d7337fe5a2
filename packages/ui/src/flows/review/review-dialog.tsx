import { REVIEW, type FieldErrors, type ReviewFormValues } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { StarIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { RequiredMark } from '../../primitives/input/input.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { inputVariants } from '../../primitives/input/index.js';
import { Modal } from '../../primitives/modal/index.js';
import type { ReviewField } from './review.errors.js';
import type { ReviewStatus } from './review.machine.js';

/** The form's body: a column of the stars, the text and the button. */
export const reviewDialogVariants = cva('shop:flex shop:flex-col shop:gap-5');

/** One star of the grade picker; `on` when it is within the chosen grade. */
export const reviewStarVariants = cva(
  'shop:inline-flex shop:size-11 shop:cursor-pointer shop:items-center shop:justify-center shop:rounded-md shop:has-focus-visible:outline-2 shop:has-focus-visible:outline-offset-2 shop:has-focus-visible:outline-settings-main shop:has-disabled:cursor-not-allowed',
  {
    variants: {
      on: { true: 'shop:text-star', false: 'shop:text-line-strong' },
    },
    defaultVariants: { on: false },
  },
);

export interface ReviewDialogProps {
  /** Id in the nearest `ModalStackProvider` (SPEC §2: modals form a stack). */
  modalId?: string;
  /** Whether the dialog is open (without a stack id). */
  open?: boolean;
  /** Open at first render (uncontrolled, without a stack id). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, overlay). */
  onOpenChange?: (open: boolean) => void;
  /**
   * What the dialog shows: the form, the thanks after a stored review, or the kind word when the
   * shopper has reviewed the product already. @default 'form'
   */
  status?: Exclude<ReviewStatus, 'closed'>;
  /**
   * The product's name, said under the title. @default null
   * @example productName="Mixer planetar Bosch MUM5"
   */
  productName?: string | null;
  /** The chosen grade (null before a star is chosen) and the text. */
  values: ReviewFormValues;
  /** The errors to show (none before the first submit, SPEC §5). @default {} */
  errors?: FieldErrors<ReviewField>;
  /**
   * Why the last request failed (SPEC §8), shown above the button. @default null
   * @example failure="network"
   */
  failure?: ApiDetail | null;
  /** The request runs: the form holds still, the button is busy. @default false */
  busy?: boolean;
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** A star was chosen (1..5). */
  onGradeChange: (grade: number) => void;
  /** The text changed. */
  onTextChange: (text: string) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  /** Extra classes for the dialog box. */
  className?: string;
}

const GRADES = [1, 2, 3, 4, 5] as const;

function StarPicker({
  grade,
  error,
  busy,
  onGradeChange,
}: {
  grade: number | null;
  error: string | undefined;
  busy: boolean;
  onGradeChange: (grade: number) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <fieldset
      data-slot="review-grade"
      className="shop:flex shop:flex-col shop:gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="shop:mb-1.5 shop:text-sm shop:font-medium shop:text-ink">
        {t('reviewForm.grade')}
        <RequiredMark />
      </legend>
      <div role="radiogroup" aria-required="true" className="shop:-ms-2 shop:flex">
        {GRADES.map((value) => (
          <label
            key={value}
            data-slot="review-star"
            data-on={grade !== null && value <= grade ? 'true' : 'false'}
            className={reviewStarVariants({ on: grade !== null && value <= grade })}
          >
            <input
              type="radio"
              name={`${id}-grade`}
              value={value}
              checked={grade === value}
              disabled={busy}
              // The first star takes focus after a submit without a grade (formSubmitHandler).
              aria-invalid={error && value === 1 ? true : undefined}
              className="shop:sr-only"
              onChange={() => onGradeChange(value)}
            />
            <StarIcon className="shop:size-8" aria-hidden="true" />
            <span className="shop:sr-only">{t('productReviews.stars', { count: value })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReviewText({
  text,
  error,
  busy,
  onTextChange,
}: {
  text: string;
  error: string | undefined;
  busy: boolean;
  onTextChange: (text: string) => void;
}) {
  const translator = useT();
  const { t } = translator;
  const id = useId();
  const length = text.trim().length;
  return (
    <div data-slot="review-text" className="shop:flex shop:flex-col shop:gap-1.5">
      <label htmlFor={id} className="shop:text-sm shop:font-medium shop:text-ink">
        {t('reviewForm.text')}
        <RequiredMark />
      </label>
      <p id={`${id}-hint`} className="shop:text-sm shop:text-muted">
        {t('reviewForm.textHint', { min: REVIEW.minText })}
      </p>
      <textarea
        id={id}
        name="text"
        rows={6}
        required
        value={text}
        readOnly={busy}
        maxLength={REVIEW.maxText + 200}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-hint`, `${id}-counter`, error && `${id}-error`)}
        data-state={error ? 'invalid' : 'valid'}
        className={cn(inputVariants(), 'shop:h-auto shop:min-h-32 shop:py-2')}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <p
        id={`${id}-counter`}
        data-slot="review-counter"
        className={cn(
          'shop:text-end shop:text-sm shop:tabular-nums',
          length > REVIEW.maxText ? 'shop:text-danger' : 'shop:text-muted',
        )}
      >
        {t('reviewForm.counter', {
          count: length,
          max: REVIEW.maxText,
        })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="shop:text-sm shop:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The create-review dialog, drawn from props alone (SPEC §2 product page, §5): stars 1–5 as a
 * radio group (native radios: arrow keys move the choice), the text with its hint and a counter,
 * the errors under their fields and a failure above the button. After a stored review it thanks
 * the shopper; a second review of the same product is answered kindly, without the form.
 *
 * @example
 * <ReviewDialog open productName="Mixer Bosch" values={{ grade: null, text: '' }}
 *   onGradeChange={…} onTextChange={…} onSubmit={…} onOpenChange={…} />
 */
export function ReviewDialog({
  modalId,
  open,
  defaultOpen,
  onOpenChange,
  status = 'form',
  productName = null,
  values,
  errors = {},
  failure = null,
  busy = false,
  animated = true,
  onGradeChange,
  onTextChange,
  onSubmit,
  className,
}: ReviewDialogProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const doneBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The thanks or the kind word replaces the form: the dialog's close button takes focus,
    // which would otherwise be lost with the form's button.
    if (status === 'form') return;
    const timer = setTimeout(
      () => doneBox.current?.closest('[role="dialog"]')?.querySelector('button')?.focus(),
      0,
    );
    return () => clearTimeout(timer);
  }, [status]);

  const title =
    status === 'success'
      ? t('reviewForm.successTitle')
      : status === 'alreadyReviewed'
        ? t('reviewForm.alreadyTitle')
        : t('reviewForm.title');
  const description =
    status === 'success'
      ? t('reviewForm.successMessage')
      : status === 'alreadyReviewed'
        ? t('reviewForm.alreadyMessage')
        : productName
          ? t('reviewForm.about', { name: productName })
          : undefined;

  return (
    <Modal
      id={modalId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
    >
      {status === 'form' ? (
        <form
          noValidate
          data-slot="review-form"
          aria-busy={busy || undefined}
          className={reviewDialogVariants()}
          onSubmit={formSubmitHandler(busy, onSubmit)}
        >
          <StarPicker
            grade={values.grade}
            error={
              errors.grade
                ? errors.grade.key === 'required'
                  ? t('reviewForm.gradeRequired')
                  : fieldErrorText(translator, errors.grade)
                : undefined
            }
            busy={busy}
            onGradeChange={onGradeChange}
          />
          <ReviewText
            text={values.text}
            error={fieldErrorText(translator, errors.text)}
            busy={busy}
            onTextChange={onTextChange}
          />
          <p className="shop:-mt-2 shop:text-xs shop:text-muted">{t('common.requiredNote')}</p>
          <FormFailure data-slot="review-failure">
            {failure ? translator.apiDetail(failure) : null}
          </FormFailure>
          <Button
            type="submit"
            size="lg"
            className="shop:w-full shop:text-base"
            busy={busy}
            busyLabel={t('reviewForm.submitting')}
            animated={animated}
          >
            {t('reviewForm.submit')}
          </Button>
        </form>
      ) : (
        // The thanks (or the kind word) is the dialog's description; its close button ends it.
        <div ref={doneBox} data-slot="review-done" hidden />
      )}
    </Modal>
  );
}
