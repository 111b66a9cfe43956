import { SanitisedHtmlBlock } from './sanitised-html.js';
import type { SanitisedHtml } from './server-html.js';

/** Sanitised HTML from the API with readable typography. */
export const RichHtml = ({ html, className = '' }: { readonly html: SanitisedHtml | null; readonly className?: string }) => (
  <SanitisedHtmlBlock
    html={html}
    className={`space-y-4 leading-relaxed [&_a]:underline [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1 ${className}`}
  />
);
