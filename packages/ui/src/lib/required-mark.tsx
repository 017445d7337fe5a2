import type { ReactNode } from 'react';

/**
 * The asterisk after a required field's label, seen before the form is sent (WCAG 3.3.2). It is
 * hidden from assistive technology, which hears "required" from the field itself (`required` or
 * `aria-required`); a form with such fields says once what the mark means (`form.requiredNote`).
 */
export function RequiredMark(): ReactNode {
  return (
    <span aria-hidden="true" data-slot="required-mark" className="shop:ms-0.5 shop:text-danger">
      *
    </span>
  );
}
