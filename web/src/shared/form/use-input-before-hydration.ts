import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { shownFormValues, withShownText, type ShownFormValues } from './shown-form-values.js';

/**
 * What the visitor typed or chose in a server-rendered form (or section of controls) before its
 * scripts ran. React hydrates the controls without it: the page shows it, the state does not know
 * it, and the next render would put the state back. Read in the hydrating commit (a layout effect,
 * before any later render) and handed to `adopt` just after it (a passive effect: by then the
 * router takes navigations, which a sort kept in the URL needs). On controls the browser rendered
 * itself the shown values are the state's.
 */
export const useInputBeforeHydration = (formRef: RefObject<HTMLElement | null>, adopt: (shown: ShownFormValues) => void): void => {
  const adoptOnce = useRef(adopt);
  const shownAtCommit = useRef<ShownFormValues | null>(null);
  useLayoutEffect(() => {
    if (formRef.current !== null) shownAtCommit.current = shownFormValues(formRef.current);
  }, [formRef]);
  useEffect(() => {
    const shown = shownAtCommit.current;
    shownAtCommit.current = null;
    if (shown !== null) adoptOnce.current(shown);
  }, [formRef]);
};

/** For a form of text fields held in one state object: the text typed before hydration is taken in. */
export const useTextInputBeforeHydration = <Values extends { readonly [Field in keyof Values]: string }>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: (update: (current: Values) => Values) => void,
): void => useInputBeforeHydration(formRef, (shown) => setValues((current) => withShownText(current, shown)));
