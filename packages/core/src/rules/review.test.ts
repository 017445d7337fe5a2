import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReviewRequestSchema } from '../contract/product.js';
import { REVIEW } from './constants.js';
import { reviewFormSchema, toReviewPayload } from './review.js';
import { validateForm } from './validation.js';

const TEXT = 'Merge bine de o lună, recomand.';

describe('review form', () => {
  it('needs a grade chosen and a text of 10 to 2000 characters', () => {
    expect(validateForm(reviewFormSchema, { grade: null, text: '' })).toEqual({
      ok: false,
      errors: { grade: { key: 'required' }, text: { key: 'required' } },
    });
    expect(validateForm(reviewFormSchema, { grade: 3, text: '  scurt   ' })).toEqual({
      ok: false,
      errors: { text: { key: 'minLength', params: { min: REVIEW.minText } } },
    });
    expect(validateForm(reviewFormSchema, { grade: 5, text: 'a'.repeat(2001) })).toEqual({
      ok: false,
      errors: { text: { key: 'maxLength', params: { max: REVIEW.maxText } } },
    });
    for (const grade of [0, 6, 2.5, Number.NaN]) {
      expect(validateForm(reviewFormSchema, { grade, text: TEXT })).toEqual({
        ok: false,
        errors: { grade: { key: 'required' } },
      });
    }
  });

  it('a valid form becomes the review body, its text trimmed', () => {
    const result = validateForm(reviewFormSchema, { grade: 4, text: `  ${TEXT}\n` });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toReviewPayload(result.data, 1042)).toEqual({ product: 1042, grade: 4, text: TEXT });
  });

  it('the form and the API agree: whatever the form takes, the request schema takes too', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -2, max: 8 }), { nil: null }),
        fc.string({ maxLength: 2100 }),
        (grade, text) => {
          const form = validateForm(reviewFormSchema, { grade, text });
          const request = createReviewRequestSchema.safeParse({ product: 7, grade, text });
          expect(request.success).toBe(form.ok);
          if (form.ok) expect(request.data).toEqual(toReviewPayload(form.data, 7));
        },
      ),
    );
  });
});
