import { lazy, Suspense } from 'react';
import type { HomeSection } from './home-content.js';
import { ContactSection } from './contact-section.js';
import { ContentCenteredSection } from './content-centered-section.js';
import { ContentWithImageSection } from './content-with-image-section.js';
import { FullWidthImageSection } from './full-width-image-section.js';
import { GradientSection } from './gradient-section.js';
import { HeroSection } from './hero-section.js';
import { HighlightBoxesSection } from './highlight-boxes-section.js';
import { TwoColumnsSection } from './two-columns-section.js';
import { WhyChooseUs } from './why-choose-us.js';

/**
 * Below the fold and interactive later: in its own chunk. A server-rendered page shows the
 * server's HTML of it until the chunk is there (then it hydrates, in its own task); after a
 * navigation in the browser, the fallback keeps its room.
 */
const ContainerCarouselSection = lazy(async () => ({ default: (await import('./container-carousel-section.js')).ContainerCarouselSection }));
const ModificationShowcase = lazy(async () => ({ default: (await import('./modification-showcase.js')).ModificationShowcase }));

const SectionLoading = () => <div className="min-h-[32rem]" aria-busy="true" />;

/** One home section, by its special role first, then by its type; unknown types render nothing. */
export const HomeSectionView = ({ section }: { readonly section: HomeSection }) => {
  const text = section.translation;
  if (text === null) return null;
  if (section.special === 'custom-solutions') {
    return (
      <Suspense fallback={<SectionLoading />}>
        <ModificationShowcase section={section} text={text} />
      </Suspense>
    );
  }
  if (section.special === 'why-choose-us') return <WhyChooseUs section={section} text={text} />;
  switch (section.type) {
    case 'hero_with_image':
      return <HeroSection section={section} text={text} />;
    case 'content_with_image_left':
      return <ContentWithImageSection section={section} text={text} imageSide="left" />;
    case 'content_with_image_right':
      return <ContentWithImageSection section={section} text={text} imageSide="right" />;
    case 'content_centered':
      return <ContentCenteredSection section={section} text={text} />;
    case 'highlight_boxes':
      return <HighlightBoxesSection section={section} text={text} />;
    case 'content_two_columns':
      return <TwoColumnsSection section={section} text={text} />;
    case 'full_width_image':
      return <FullWidthImageSection section={section} text={text} />;
    case 'gradient_background':
      return <GradientSection section={section} text={text} />;
    case 'contact_section':
      return <ContactSection section={section} text={text} />;
    case 'container_carousel':
      return (
        <Suspense fallback={<SectionLoading />}>
          <ContainerCarouselSection section={section} text={text} />
        </Suspense>
      );
    default:
      console.warn(`Unknown home section type "${section.type}" (section ${section.id}): not rendered`);
      return null;
  }
};
