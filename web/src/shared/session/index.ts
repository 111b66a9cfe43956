export { CURRENT_USER_KEY, isAdminUser, type CurrentUser } from './current-user.js';
export { RequireAdmin } from './require-admin.js';
export { SessionChecking } from './session-checking.js';
export { useCurrentUser, useSessionChanged, useSignOut, type CurrentUserState } from './use-current-user.js';
