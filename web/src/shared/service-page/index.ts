export { CallToAction } from './call-to-action.js';
export { IconCardGrid, type IconCard } from './icon-card-grid.js';
export { PageHero } from './page-hero.js';
export { PhoneLinkButton } from './phone-link-button.js';
export { ProseSections, type ProseSection } from './prose-sections.js';
