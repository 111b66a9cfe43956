import { useLayoutEffect, useRef, type RefObject } from 'react';
import { shownFormValues, type ShownFormValues } from './shown-form-values.js';

/**
 * What the visitor typed or chose in a server-rendered form before its scripts ran. React hydrates
 * the form without it: the page shows it, the state does not know it, and the next render would put
 * the state back. Read once in the hydrating commit (a layout effect, before any later render) and
 * handed to `adopt`; on a form the browser rendered itself the shown values are the state's.
 */
export const useInputBeforeHydration = (formRef: RefObject<HTMLFormElement | null>, adopt: (shown: ShownFormValues) => void): void => {
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (formRef.current !== null) adoptOnce.current(shownFormValues(formRef.current));
  }, [formRef]);
};
