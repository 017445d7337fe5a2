export { AgreementCheckbox } from './agreement-checkbox.js';
export type { AgreementCheckboxProps } from './agreement-checkbox.js';
