import type { CSSProperties, ReactNode } from 'react';
import type { HomeSection } from './home-content.js';

const LEASING_GRADIENT = 'linear-gradient(135deg, #eff6ff 0%, #dbeafe 50%, #bfdbfe 100%)';

const frameStyle = (section: HomeSection): CSSProperties => {
  const background = section.special === 'leasing' ? LEASING_GRADIENT : (section.backgroundGradient ?? undefined);
  return {
    ...(background === undefined ? {} : { backgroundImage: background }),
    ...(section.backgroundColor === null ? {} : { backgroundColor: section.backgroundColor }),
    ...(section.paddingTop === null ? {} : { paddingTop: section.paddingTop }),
    ...(section.paddingBottom === null ? {} : { paddingBottom: section.paddingBottom }),
  };
};

/** A section's outer box: its background (blue gradient for the leasing section) and padding. */
export const SectionFrame = ({ section, className = 'py-16', children }: { readonly section: HomeSection; readonly className?: string; readonly children: ReactNode }) => (
  <section id={section.id} aria-labelledby={`${section.id}-title`} data-section-type={section.type} className={className} style={frameStyle(section)}>
    {children}
  </section>
);
