/** The admin screens of both specs' route tables, by the path after `/{lang}/` (used to load the admin texts only there). */
const ADMIN_PATHS: readonly RegExp[] = [/^(admin|auth|redirect-manager)(\/|$)/, /^(container|products|blog)\/admin(\/|$)/];

export const isAdminPath = (pathname: string): boolean => {
  const afterLanguage = pathname.replace(/^\/[^/]+\/?/, '');
  return ADMIN_PATHS.some((pattern) => pattern.test(afterLanguage));
};
