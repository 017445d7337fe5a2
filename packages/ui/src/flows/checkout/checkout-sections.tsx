import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Accordion } from '../../primitives/accordion/index.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import { CheckoutSectionForm, type CheckoutSectionFormProps } from './checkout-section-form.js';
import { CheckoutSectionSummary } from './checkout-section-summary.js';
import {
  CHECKOUT_SECTION_TITLE_KEYS,
  checkoutCardVariants,
  checkoutLinkButtonClassName,
} from './checkout-view.shared.js';
import { CHECKOUT_SECTIONS, type CheckoutSection } from './checkout.types.js';

export type CheckoutSectionsProps = Omit<CheckoutSectionFormProps, 'section'> &
  Pick<CheckoutPageProps, 'sections' | 'onEdit'>;

/**
 * `Checkout.Sections`: contacts, delivery and payment — a guest's accordion with one active
 * section (a completed one shows its data and Edit), or a signed-in shopper's cards of saved
 * data with Edit.
 */
export function CheckoutSections(props: CheckoutSectionsProps): ReactNode {
  const { t } = useT();
  const { mode, sections, onEdit } = props;
  const active = CHECKOUT_SECTIONS.find((section) => sections[section] === 'open') ?? '';

  if (mode === 'account') {
    return (
      <div className="shop:flex shop:flex-col shop:gap-4" data-slot="checkout-sections">
        {CHECKOUT_SECTIONS.map((section) => (
          <AccountSection key={section} section={section} {...props} />
        ))}
      </div>
    );
  }
  return (
    <Accordion.Root
      type="single"
      value={active}
      onValueChange={(value) => {
        const section = CHECKOUT_SECTIONS.find((candidate) => candidate === value);
        if (section) onEdit(section);
      }}
      className={cn(checkoutCardVariants(), 'shop:divide-y shop:divide-black/10 shop:border')}
      data-slot="checkout-sections"
    >
      {CHECKOUT_SECTIONS.map((section, index) => {
        const state = sections[section];
        return (
          <Accordion.Item
            key={section}
            value={section}
            data-section={section}
            data-section-state={state}
          >
            <Accordion.Trigger level={2} disabled={state === 'locked'} className="shop:text-lg">
              <span className="shop:flex shop:items-center shop:gap-3">
                <StepNumber number={index + 1} done={state === 'done'} />
                {t(CHECKOUT_SECTION_TITLE_KEYS[section])}
              </span>
            </Accordion.Trigger>
            {state === 'done' ? (
              <GuestSectionSummary section={section} {...props} onEdit={() => onEdit(section)} />
            ) : null}
            <Accordion.Content>
              <CheckoutSectionForm section={section} {...props} />
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

function StepNumber({ number, done }: { number: number; done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'shop:flex shop:size-7 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:border shop:text-sm shop:font-semibold',
        done
          ? 'shop:border-settings-main shop:bg-settings-main shop:text-white'
          : 'shop:border-faint shop:text-ink-soft',
      )}
    >
      {done ? '✓' : number}
    </span>
  );
}

/** A signed-in section: its saved data with Edit, or its form with Save and Cancel. */
function AccountSection({
  section,
  ...props
}: CheckoutSectionsProps & { section: CheckoutSection }) {
  const { t } = useT();
  const headingId = useId();
  const open = props.sections[section] === 'open';
  return (
    <section
      aria-labelledby={headingId}
      data-section={section}
      data-section-state={props.sections[section]}
      className={cn(
        checkoutCardVariants(),
        'shop:flex shop:flex-col shop:gap-3 shop:p-4 shop:bp768:p-5',
      )}
    >
      <div className="shop:flex shop:items-center shop:justify-between shop:gap-3">
        <h2
          id={headingId}
          // Focused from script once its form is saved (the form, where focus was, is gone).
          tabIndex={-1}
          data-slot="checkout-section-heading"
          className="shop:text-lg shop:font-semibold shop:text-ink"
        >
          {t(CHECKOUT_SECTION_TITLE_KEYS[section])}
        </h2>
        {open ? null : (
          <button
            type="button"
            className={checkoutLinkButtonClassName}
            aria-label={t('checkout.editSection', {
              section: t(CHECKOUT_SECTION_TITLE_KEYS[section]),
            })}
            onClick={() => props.onEdit(section)}
          >
            {t('checkout.edit')}
          </button>
        )}
      </div>
      {open ? (
        <CheckoutSectionForm section={section} {...props} />
      ) : (
        <CheckoutSectionSummary section={section} {...props} />
      )}
    </section>
  );
}

/** A guest's completed section: its data and an Edit button (under the accordion header). */
function GuestSectionSummary({
  section,
  onEdit,
  ...props
}: Omit<CheckoutSectionsProps, 'onEdit'> & { section: CheckoutSection; onEdit: () => void }) {
  const { t } = useT();
  return (
    <div
      data-slot="checkout-section-summary"
      className="shop:flex shop:items-start shop:justify-between shop:gap-3 shop:px-4 shop:pb-4 shop:pl-14"
    >
      <CheckoutSectionSummary section={section} {...props} />
      <button
        type="button"
        className={cn(checkoutLinkButtonClassName, 'shop:shrink-0')}
        aria-label={t('checkout.editSection', {
          section: t(CHECKOUT_SECTION_TITLE_KEYS[section]),
        })}
        onClick={onEdit}
      >
        {t('checkout.edit')}
      </button>
    </div>
  );
}
