/** HTML from the API (sanitised on the server) with readable typography. */
export const RichHtml = ({ html, className = '' }: { readonly html: string | null; readonly className?: string }) =>
  html === null || html.trim() === '' ? null : (
    <div
      className={`space-y-4 leading-relaxed [&_a]:underline [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
