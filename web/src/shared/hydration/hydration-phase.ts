/**
 * Whether the page the server rendered is still being taken over (hydrated). Parts that defer
 * their hydration do so only then: after it, a part mounted by a navigation renders at once.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

/** Called just before `hydrateRoot`. */
export const startHydration = (): void => {
  hydrating = true;
};

/** Called once the root's first commit is done (the deferred parts may still be waiting). */
export const endHydration = (): void => {
  hydrating = false;
};
