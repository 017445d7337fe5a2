import {
  COMPANY_FIELDS,
  type FieldError,
  type PersonType,
  type ProfileField,
  type ProfileFormValues,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useT, type ApiDetail, type Translator } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { Input } from '../../primitives/input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { RadioGroup, type RadioOption } from '../../primitives/radio-group/index.js';
import type { ProfileDataErrors } from './profile-data.machine.js';

export const profileDataFormVariants = cva(
  'shop:flex shop:max-w-xl shop:flex-col shop:gap-4 shop:text-ink shop:bp768:gap-6',
);

/** A framed group of fields (the person's, the company's). */
export const profileDataCardVariants = cva(
  'shop:flex shop:min-w-0 shop:flex-col shop:gap-4 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4 shop:bp768:p-6',
);

/** The fields a form must have filled (§5): the contacts, and a company's but its TVA. */
const REQUIRED: ReadonlySet<ProfileField> = new Set<ProfileField>([
  'email',
  'phone',
  'companyName',
  'idno',
  'iban',
  'bic',
]);

const AUTOCOMPLETE: Record<ProfileField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  companyName: 'organization',
  idno: 'off',
  tva: 'off',
  iban: 'off',
  bic: 'off',
};

/** A field's label: the names are the profile's own texts, the rest registration's. */
export function profileFieldLabel({ t }: Pick<Translator, 't'>, field: ProfileField): string {
  switch (field) {
    case 'firstName':
      return t('profileData.firstName');
    case 'lastName':
      return t('profileData.lastName');
    default:
      return t(`signIn.${field}`);
  }
}

export interface ProfileDataFormProps {
  /** The form's values: the person type and every field as typed (the phone masked). */
  values: Readonly<ProfileFormValues>;
  /** The errors to show. @default {} */
  errors?: ProfileDataErrors;
  /**
   * What the stored account still lacks (an account from a Google or Facebook sign-in): named in
   * a notice above the form, and marked on the fields. @default []
   */
  missing?: readonly ProfileField[];
  /** Why the last save failed when no field says it: shown under the form. @default null */
  failure?: ApiDetail | null;
  /** The save runs: the button says so, the fields hold still. @default false */
  busy?: boolean;
  onFieldChange?: (field: ProfileField, value: string) => void;
  onFieldBlur?: (field: ProfileField) => void;
  onPersonTypeChange?: (personType: PersonType) => void;
  onSubmit?: () => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The profile's personal data (SPEC §2 /pages/profile-data, §5): the person type as a radio
 * group; the first and last names, the phone (masked '+373 (00) 000-000') and the e-mail; for a
 * juridical person the company's name, IDNO, TVA, IBAN and BIC. Required fields carry an asterisk
 * explained once above the form; errors are tied to their fields and, after a submit, focus moves
 * to the first invalid one. An account that lacks details (made by a social sign-in) gets a notice
 * naming them, and those fields say so.
 *
 * @example
 * ```tsx
 * <ProfileDataForm values={values} errors={errors} onFieldChange={change} onSubmit={submit} />
 * ```
 */
export function ProfileDataForm({
  values,
  errors = {},
  missing = [],
  failure = null,
  busy = false,
  onFieldChange,
  onFieldBlur,
  onPersonTypeChange,
  onSubmit,
  animated = true,
  className,
}: ProfileDataFormProps): ReactNode {
  const translator = useT();
  const { t, fieldError, apiDetail } = translator;
  const headingId = useId();
  const missingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const juridical = values.personType === 'juridical';
  const errorText = (error: FieldError | undefined) =>
    error === undefined ? undefined : fieldError(error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit?.();
    focusFirstInvalid(formRef.current);
  };

  const personTypes: readonly RadioOption<PersonType>[] = [
    { value: 'physical', label: t('signIn.physical') },
    { value: 'juridical', label: t('signIn.juridical') },
  ];

  /** The props every field shares: label, value, error, the missing mark and the handlers. */
  const fieldProps = (field: ProfileField) => {
    const isMissing = missing.includes(field);
    return {
      name: field,
      label: profileFieldLabel(translator, field),
      required: REQUIRED.has(field),
      autoComplete: AUTOCOMPLETE[field],
      readOnly: busy,
      value: values[field],
      error: errorText(errors[field]),
      hint: isMissing ? t('profileData.missingField') : undefined,
      'data-missing': isMissing ? '' : undefined,
      onBlur: () => onFieldBlur?.(field),
      onValueChange: (value: string) => onFieldChange?.(field, value),
    };
  };

  return (
    <section
      data-slot="profile-data"
      data-state={busy ? 'busy' : 'idle'}
      data-type={values.personType}
      aria-labelledby={headingId}
      className={cn(profileDataFormVariants(), className)}
    >
      <div className="shop:flex shop:flex-col shop:gap-1">
        <h1 id={headingId} className="shop:text-2xl shop:font-bold shop:bp768:text-3xl">
          {t('pageTitle.profileData')}
        </h1>
        <p className="shop:text-muted">{t('profileData.lead')}</p>
      </div>
      {missing.length > 0 ? (
        <div
          data-slot="profile-data-missing"
          aria-labelledby={missingId}
          role="region"
          className="shop:flex shop:flex-col shop:gap-1 shop:rounded-md shop:border shop:border-warning-line shop:bg-warning-surface shop:px-4 shop:py-3 shop:text-sm shop:text-ink"
        >
          <h2 id={missingId} className="shop:text-base shop:font-semibold">
            {t('profileData.missingTitle')}
          </h2>
          <p>{t('profileData.missingLead')}</p>
          <ul className="shop:list-disc shop:ps-5">
            {missing.map((field) => (
              <li key={field}>{profileFieldLabel(translator, field)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={submit}
        className="shop:flex shop:flex-col shop:gap-4"
      >
        <p data-slot="profile-data-required-note" className="shop:text-sm shop:text-ink-soft">
          {t('common.requiredNote')}
        </p>
        <div className={profileDataCardVariants()}>
          <RadioGroup
            name="personType"
            label={t('signIn.personType')}
            options={personTypes}
            value={values.personType}
            disabled={busy}
            orientation="horizontal"
            variant="card"
            className="shop:[&_[data-slot=radio-group-item]]:flex-1"
            onValueChange={(personType) => onPersonTypeChange?.(personType)}
          />
        </div>
        <fieldset className={profileDataCardVariants()}>
          <legend className="shop:float-left shop:mb-0 shop:w-full shop:text-lg shop:font-semibold">
            {t('profileData.person')}
          </legend>
          <div className="shop:grid shop:gap-4 shop:bp768:grid-cols-2">
            <Input {...fieldProps('firstName')} />
            <Input {...fieldProps('lastName')} />
          </div>
          <PhoneInput {...fieldProps('phone')} />
          <Input {...fieldProps('email')} type="email" />
        </fieldset>
        {juridical ? (
          <fieldset data-slot="profile-data-company" className={profileDataCardVariants()}>
            <legend className="shop:float-left shop:mb-0 shop:w-full shop:text-lg shop:font-semibold">
              {t('profileData.company')}
            </legend>
            {COMPANY_FIELDS.map((field) => (
              <Input key={field} {...fieldProps(field)} />
            ))}
          </fieldset>
        ) : null}
        <FormFailure data-slot="profile-data-error">
          {failure !== null && !busy ? apiDetail(failure) : null}
        </FormFailure>
        <div>
          <Button
            type="submit"
            size="lg"
            busy={busy}
            busyLabel={t('profileData.submitting')}
            animated={animated}
          >
            {t('profileData.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
