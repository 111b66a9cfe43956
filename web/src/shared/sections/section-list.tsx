import type { HomeSection } from './home-content.js';
import { HydrateWhenVisible } from '../hydration/hydrate-when-visible.js';
import { HomeSectionView } from './home-section-view.js';

/** A page's CMS sections in order: the first is the one seen on arrival, the rest hydrate as they come into view. */
export const SectionList = ({ sections }: { readonly sections: readonly HomeSection[] }) =>
  sections.map((section, index) =>
    index === 0 ? (
      <HomeSectionView key={section.id} section={section} />
    ) : (
      <HydrateWhenVisible key={section.id}>
        <HomeSectionView section={section} />
      </HydrateWhenVisible>
    ),
  );
