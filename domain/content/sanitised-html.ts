declare const sanitisedHtml: unique symbol;

/**
 * HTML that went through the shop's one allow-list sanitiser (the `HtmlSanitizer` port,
 * adapters/security/html-sanitizer.ts). Only that sanitiser makes one on the server, by the
 * one cast of this type there; the web brands what the API serves in one place
 * (web/src/shared/html/server-html.ts). test/architecture checks that nothing else casts to it.
 * Every use case that stores HTML takes this type, so a writer cannot skip the sanitiser.
 */
export type SanitisedHtml = string & { readonly [sanitisedHtml]: true };

/** A stored shape whose HTML fields K hold sanitised HTML (null stays null where T allows it). */
export type WithSanitisedHtml<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]: SanitisedHtml | Extract<T[P], null> };
