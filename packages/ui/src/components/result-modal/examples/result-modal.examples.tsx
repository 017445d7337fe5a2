import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { resultModalContent, type ResultModalKind } from '../result-modal.content.js';
import { ResultModal, type ResultModalProps } from '../result-modal.js';

export type ResultModalExampleProps = {
  /** Which outcome the modal reports. */
  kind: ResultModalKind;
  /** passwordError only: the detail code of the failure. */
  detail?: string;
} & Partial<ResultModalProps>;

/** A result modal for a known outcome, open at first, texts from `resultModalContent`. */
export function ResultModalExample({ kind, detail, ...props }: ResultModalExampleProps): ReactNode {
  const translator = useT();
  return (
    <ResultModal defaultOpen {...resultModalContent(translator, kind, { detail })} {...props} />
  );
}
