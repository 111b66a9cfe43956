/** The title (h2) and subtitle of a section. */
export const SectionHeading = ({ id, title, subtitle, align = 'center', tone = 'dark' }: { readonly id: string; readonly title: string | null; readonly subtitle: string | null; readonly align?: 'center' | 'left'; readonly tone?: 'dark' | 'light' }) => (
  <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : ''}>
    {title === null ? null : (
      <h2 id={`${id}-title`} className={`text-3xl font-bold tracking-tight md:text-4xl ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
    )}
    {subtitle === null ? null : <p className={`mt-3 text-lg ${tone === 'light' ? 'text-blue-100' : 'text-slate-600'}`}>{subtitle}</p>}
  </div>
);
