/** What the named controls of a form or section show: a field's text, a checkbox's tick, the chosen radio of a group. */
export type ShownFormValues = ReadonlyMap<string, string | boolean>;

export const shownFormValues = (container: HTMLElement): ShownFormValues => {
  const shown = new Map<string, string | boolean>();
  for (const control of Array.from(container.querySelectorAll('input, select, textarea'))) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) || control.name === '') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') shown.set(control.name, control.checked);
    else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) shown.set(control.name, control.value);
    } else shown.set(control.name, control.value);
  }
  return shown;
};

/** Whether a shown value is one of the choices (a radio group's or a select's). */
export const isShownChoice = <Choice extends string>(choices: readonly Choice[], shown: string | boolean | undefined): shown is Choice =>
  typeof shown === 'string' && (choices as readonly string[]).includes(shown);

/** Text values with what the page shows in their place, field by field; the same object when nothing differs. */
export const withShownText = <Values extends { readonly [Field in keyof Values]: string }>(values: Values, shown: ShownFormValues): Values => {
  const differing = (Object.keys(values) as (keyof Values & string)[]).flatMap((field) => {
    const value = shown.get(field);
    return typeof value === 'string' && value !== values[field] ? [[field, value] as const] : [];
  });
  return differing.length === 0 ? values : { ...values, ...Object.fromEntries(differing) };
};
