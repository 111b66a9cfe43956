import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_SITE_SETTINGS_GLOBAL, type SiteSettings } from '../../domain/go-live/site-settings.js';
import type { Language } from '../../domain/shared/language.js';
import type { VisitorState } from '../../domain/rendering/visitor-state.js';
import { ownRenderHeaders } from '../http/own-render-requests.js';

/** A page rendered by the storefront's server bundle: the HTML for `#root` and the data it was rendered with (JSON, `<` escaped). */
export interface RenderedPage {
  readonly html: string;
  readonly queryState: string;
  /** False when the page's data could not all be fetched: it shows parts loading and is not kept. */
  readonly complete: boolean;
  /** The visitor's cart cookie names a cart the shop does not know: rendered without it; the answer drops the cookie. */
  readonly cartForgotten: boolean;
}

export interface PageRenderer {
  /**
   * Renders `url` (path and query) in `language` for a visitor in state `visitor`, asking the shop's
   * own API at `apiOrigin` for the page's shared data, and for the visitor's cart or order when
   * `withVisitorData` (such a page is the visitor's alone).
   */
  render(url: string, language: Language, apiOrigin: string, visitor: VisitorState, withVisitorData: boolean): Promise<RenderedPage>;
}

interface ServerBundle {
  renderPage(url: string, language: Language, apiOrigin: string, visitor: VisitorState, withVisitorData: boolean, apiHeaders: Readonly<Record<string, string>>): Promise<RenderedPage>;
}

const isServerBundle = (module: unknown): module is ServerBundle => typeof (module as Partial<ServerBundle> | null)?.renderPage === 'function';

/**
 * The storefront's render bundle (web/src/entry-server.tsx, built by `vite build --ssr` into
 * dist/web-server beside dist/web), loaded at the first render. Null when it was not built
 * (the pages then go out as the app shell). The site settings go to the bundle through a
 * global set before it loads: it reads them once, as the browser reads the page's block.
 * Its API asks carry the process's own-render header, so they are not counted against the server.
 */
export const serverRenderer = (webDistDir: string, site: SiteSettings): PageRenderer | null => {
  const entry = join(webDistDir, '..', 'web-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let bundle: Promise<ServerBundle> | null = null;
  const load = async (): Promise<ServerBundle> => {
    (globalThis as Record<string, unknown>)[SERVER_SITE_SETTINGS_GLOBAL] = site;
    const module: unknown = await import(pathToFileURL(entry).href);
    if (!isServerBundle(module)) throw new Error(`${entry} has no renderPage`);
    return module;
  };
  return {
    render: async (url, language, apiOrigin, visitor, withVisitorData) => {
      bundle ??= load().catch((error: unknown) => {
        bundle = null;
        throw error;
      });
      return (await bundle).renderPage(url, language, apiOrigin, visitor, withVisitorData, ownRenderHeaders());
    },
  };
};
