import { CV_FILE, type FieldErrors } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { VACANCIES } from '../../../components/careers-list/examples/careers-list.examples.js';
import type { ApiDetail } from '../../../i18n/index.js';
import {
  checkCareersForm,
  EMPTY_CAREERS_FORM,
  type CareersFormValues,
} from '../careers-form.flow.js';
import { CareersModal } from '../careers-modal.js';

/** A small real PDF (its bytes start with %PDF-), as a CV a visitor chose. */
export function samplePdf(name = 'CV Ana Rusu.pdf', size?: number): File {
  const head = '%PDF-1.4\n%%EOF\n';
  const bytes = size === undefined ? head : head.padEnd(size, ' ');
  return new File([bytes], name, { type: 'application/pdf' });
}

/** The visible states of the careers modal, each a story and a test. */
export const CAREERS_MODAL_STATES = [
  'empty',
  'errors',
  'withCv',
  'cvRefused',
  'sending',
  'rateLimited',
] as const;
export type CareersModalState = (typeof CAREERS_MODAL_STATES)[number];

export const FILLED_CAREERS: CareersFormValues = {
  ...EMPTY_CAREERS_FORM,
  vacancy: '1',
  name: 'Ana Rusu',
  phone: '+373 (69) 123-456',
  email: 'ana.rusu@example.md',
  message: 'Am trei ani de experiență în vânzări și pot începe luna viitoare.',
  agreement: true,
};

/** The values, errors and failure of a state, from the form's own rules. */
export function careersModalStateProps(state: CareersModalState): {
  values: CareersFormValues;
  errors: FieldErrors;
  failure: ApiDetail | null;
  busy: boolean;
} {
  const withCv = { ...FILLED_CAREERS, cv: samplePdf() };
  switch (state) {
    case 'empty':
      return {
        values: { ...EMPTY_CAREERS_FORM, vacancy: '1' },
        errors: {},
        failure: null,
        busy: false,
      };
    case 'errors': {
      const values = { ...EMPTY_CAREERS_FORM, vacancy: '1', name: 'A', email: 'ana@' };
      const result = checkCareersForm(values);
      return { values, errors: result.ok ? {} : result.errors, failure: null, busy: false };
    }
    case 'withCv':
      return { values: withCv, errors: {}, failure: null, busy: false };
    case 'cvRefused': {
      // Over the limit: said by core's rule as soon as a submit is tried, before any upload.
      const values = { ...FILLED_CAREERS, cv: samplePdf('CV.pdf', CV_FILE.maxBytes + 1) };
      const result = checkCareersForm(values);
      return { values, errors: result.ok ? {} : result.errors, failure: null, busy: false };
    }
    case 'sending':
      return { values: withCv, errors: {}, failure: null, busy: true };
    case 'rateLimited':
      return { values: withCv, errors: {}, failure: 'too_many_requests', busy: false };
  }
}

export interface CareersModalExampleProps {
  /** Which visible state. */
  state: CareersModalState;
  onChange: (field: string, value: string | boolean) => void;
  onFileChange: (field: string, file: File | null) => void;
  onSubmit: () => void;
  /** The spinner turns. @default false */
  animated?: boolean;
}

/** The careers modal, open, in one of its states, for the first example vacancy. */
export function CareersModalExample({
  state,
  animated = false,
  ...handlers
}: CareersModalExampleProps): ReactNode {
  return (
    <CareersModal
      open
      vacancyTitle={VACANCIES[0]?.title ?? ''}
      {...careersModalStateProps(state)}
      {...handlers}
      animated={animated}
    />
  );
}
