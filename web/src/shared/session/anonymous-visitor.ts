import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './current-user.js';
import { hasSignedInHint } from './signed-in-hint.js';

/**
 * Without the signed-in hint the visitor is anonymous, known before the first render: the cache
 * holds that answer from the start, so the page does not render again when the session query
 * settles (on a hydrated page that was one synchronous render of the whole layout, ~13 ms
 * unthrottled). Public pages render the same for a visitor whose session is still being asked.
 */
export const seedAnonymousVisitor = (queryClient: QueryClient): void => {
  if (!hasSignedInHint()) queryClient.setQueryData(CURRENT_USER_KEY, null);
};
