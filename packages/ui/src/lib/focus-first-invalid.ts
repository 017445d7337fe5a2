/**
 * After a submit that found errors, focus moves to the form's first invalid field (unless focus
 * is on one already), so its message is read out. It runs after React has drawn the errors.
 *
 * @example const submit = (event) => { event.preventDefault(); onSubmit(); focusFirstInvalid(formRef.current); };
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    if (!form) return;
    const active = form.ownerDocument.activeElement;
    if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
