import type { ShownSection } from '../../application/content/shown-section.js';
import type { SectionDto } from './section.dto.js';

export const toSectionDto = (section: ShownSection): SectionDto => ({
  id: section.id,
  type: section.type,
  orderIndex: section.orderIndex,
  backgroundColor: section.backgroundColor,
  backgroundGradient: section.backgroundGradient,
  paddingTop: section.paddingTop,
  paddingBottom: section.paddingBottom,
  special: section.special,
  translation:
    section.translation === null
      ? null
      : { ...section.translation, highlightBoxes: section.translation.highlightBoxes.map((box) => ({ ...box })) },
});
