/** What a form's named controls show: a field's text, a checkbox's tick, the chosen radio of a group. */
export type ShownFormValues = ReadonlyMap<string, string | boolean>;

export const shownFormValues = (form: HTMLFormElement): ShownFormValues => {
  const shown = new Map<string, string | boolean>();
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) || control.name === '') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') shown.set(control.name, control.checked);
    else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) shown.set(control.name, control.value);
    } else shown.set(control.name, control.value);
  }
  return shown;
};
