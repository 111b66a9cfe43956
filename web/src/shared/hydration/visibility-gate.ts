/** A promise opened once: what a deferred part suspends on until it may hydrate. */
export interface VisibilityGate {
  readonly opened: () => boolean;
  readonly promise: Promise<void>;
  readonly open: () => void;
}

export const visibilityGate = (openAtOnce: boolean): VisibilityGate => {
  let isOpen = openAtOnce;
  let resolve: () => void = () => undefined;
  const promise = openAtOnce ? Promise.resolve() : new Promise<void>((done) => (resolve = done));
  return {
    opened: () => isOpen,
    promise,
    open: () => {
      isOpen = true;
      resolve();
    },
  };
};
