import type { SanitisedHtml } from './server-html.js';

interface SanitisedHtmlBlockProps {
  readonly html: SanitisedHtml | null;
  readonly className?: string;
}

/**
 * The only place the storefront renders stored HTML, and only HTML of the sanitised type
 * (branded by serverHtml at the API boundary). Nothing for null or white space.
 */
export const SanitisedHtmlBlock = ({ html, className = '' }: SanitisedHtmlBlockProps) =>
  html === null || html.trim() === '' ? null : <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
