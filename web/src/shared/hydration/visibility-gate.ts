/**
 * A promise opened once: what a deferred part suspends on until it may hydrate. It carries React's
 * thenable status once open, so `use()` reads it without suspending again.
 */
export interface VisibilityGate {
  readonly opened: () => boolean;
  readonly promise: Promise<void>;
  readonly open: () => void;
}

type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export const visibilityGate = (openAtOnce: boolean): VisibilityGate => {
  let isOpen = false;
  let resolve: () => void = () => undefined;
  const promise: TrackedPromise = new Promise<void>((done) => (resolve = done));
  const open = (): void => {
    if (isOpen) return;
    isOpen = true;
    promise.status = 'fulfilled';
    promise.value = undefined;
    resolve();
  };
  if (openAtOnce) open();
  return { opened: () => isOpen, promise, open };
};
