export interface ProseSection {
  readonly key: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** Long-form text: h2 headings (or h3 under a page's own h2) with their paragraphs, in a readable column. */
export const ProseSections = ({ sections, level = 2 }: { readonly sections: readonly ProseSection[]; readonly level?: 2 | 3 }) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.key}>
          <Heading className="text-2xl font-semibold text-slate-900">{section.heading}</Heading>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
};
