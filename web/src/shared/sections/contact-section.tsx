import type { HomeSection, SectionTranslation } from './home-content.js';
import { ContactForm } from './contact-form.js';
import { OfficeCard } from './office-card.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

/** Title, subtitle, the contact form and the office card. */
export const ContactSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => (
  <SectionFrame section={section} className="bg-slate-100 py-16">
    <div className="mx-auto max-w-7xl px-4">
      <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} />
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <OfficeCard />
      </div>
    </div>
  </SectionFrame>
);
