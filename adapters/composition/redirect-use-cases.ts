import type { DataSource } from 'typeorm';
import { addRedirect, deleteRedirect, importRedirects, listRedirects, setRedirectActive } from '../../application/redirects/manage-redirects.use-case.js';
import { exportRedirectsFile, resolveRedirect, testRedirectUrl } from '../../application/redirects/resolve-redirect.use-case.js';
import { CatalogueVersion } from '../persistence/catalogue/catalogue-version.js';
import { SqlRedirectStore } from '../persistence/redirects/sql-redirect-store.js';

/** Managed redirect rules: the Redirect Manager's actions and the server's lookup. */
export const buildRedirectUseCases = (dataSource: DataSource, freshnessMs: number) => {
  const deps = { redirects: new SqlRedirectStore(dataSource, new CatalogueVersion(dataSource, freshnessMs, Date.now, 'redirects')) };
  return {
    list: listRedirects(deps),
    add: addRedirect(deps),
    import: importRedirects(deps),
    setActive: setRedirectActive(deps),
    delete: deleteRedirect(deps),
    test: testRedirectUrl(deps),
    exportFile: exportRedirectsFile(deps),
    resolve: resolveRedirect(deps),
  };
};

export type RedirectUseCases = ReturnType<typeof buildRedirectUseCases>;
