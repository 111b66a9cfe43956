import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Where browsers send what the policy blocked (api/security/csp-reports.controller.ts). */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The Reporting API endpoint name the policy's report-to names. */
const REPORT_GROUP = 'csp';

/** Pages that are not the app and show nothing stored: the simulated payment page and Swagger UI keep their own inline styles. */
const OWN_STYLE_PAGES = /^\/api\/(payments\/simulated|docs)(\/|$)/;

type LocalsResponse = ServerResponse & { locals?: Record<string, unknown> };

/** This response's nonce (base64 of 16 random bytes), made by cspNonce. */
export const cspNonceOf = (response: Response | ServerResponse): string => {
  const nonce = (response as LocalsResponse).locals?.['cspNonce'];
  if (typeof nonce !== 'string') throw new Error('cspNonce middleware did not run before this response');
  return nonce;
};

/** A fresh nonce per response, before helmet writes the header that names it. */
export const cspNonce = (_request: Request, response: Response, next: NextFunction): void => {
  response.locals['cspNonce'] = randomBytes(16).toString('base64');
  response.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  next();
};

const nonceSource = (_request: IncomingMessage, response: ServerResponse): string => `'nonce-${cspNonceOf(response)}'`;
const styleElementSources = (request: IncomingMessage, response: ServerResponse): string =>
  OWN_STYLE_PAGES.test(request.url ?? '') ? "'unsafe-inline'" : nonceSource(request, response);

/**
 * The shop's Content Security Policy (docs/security.md): scripts only from this origin or with
 * the response's nonce (no 'unsafe-inline', no eval), no plugins, no <base>, forms only to this
 * origin and Stripe Checkout, never framed. The app's inlined stylesheet carries the nonce;
 * style attributes stay allowed (the server's first view sets a section's background with one;
 * the sanitiser removes every style attribute from stored HTML). Violations go to CSP_REPORT_PATH.
 */
export const contentSecurityPolicy = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", styleElementSources],
        styleSrcElem: ["'self'", styleElementSources],
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
