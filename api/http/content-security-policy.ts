import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Where browsers send what the policy blocked (api/security/csp-reports.controller.ts). */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The Reporting API endpoint name the policy's report-to names. */
const REPORT_GROUP = 'csp';

/** Pages that are not the app and show nothing stored: the simulated payment page and Swagger UI keep their own inline styles. */
const OWN_STYLE_PAGES = /^\/api\/(payments\/simulated|docs)(\/|$)/;

/** The CSP source that admits exactly this inline text (a `<style>` element's content, byte for byte). */
export const cspHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The shop's Content Security Policy (docs/security.md): scripts only from this origin (no inline
 * script, no 'unsafe-inline', no eval), no plugins, no <base>, forms only to this origin and Stripe
 * Checkout, never framed. The app's inlined stylesheet is admitted by its hash (`styleHashes`,
 * computed once at start from the built CSS), so the policy is the same for every answer and a page
 * answer can be kept as fixed bytes. Style attributes stay allowed (a server-rendered section sets its
 * background with one; the sanitiser removes every style attribute from stored HTML). Violations go
 * to CSP_REPORT_PATH (and the Reporting-Endpoints header names it).
 */
export const contentSecurityPolicy = (styleHashes: readonly string[]) => {
  const appStyles = ["'self'", ...styleHashes].join(' ');
  const styleElementSources = (request: IncomingMessage): string => (OWN_STYLE_PAGES.test(request.url ?? '') ? "'self' 'unsafe-inline'" : appStyles);
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: [styleElementSources],
        styleSrcElem: [styleElementSources],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
        frameSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: [REPORT_GROUP],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    response.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    policy(request, response, next);
  };
};
