import { useTranslation } from '../../../shared/translation/index.js';
import { ContactSection } from '../../../shared/sections/contact-section.js';
import type { HomeSection, SectionTranslation } from '../../../shared/sections/home-content.js';

/** The landing page's contact form (source 'landing' from the section context) when no contact section is on the page. */
export const LandingContact = () => {
  const { t } = useTranslation();
  const text: SectionTranslation = {
    title: t('landing.contactTitle'),
    subtitle: t('landing.contactSubtitle'),
    contentHtml: null,
    imageUrl: null,
    imageAlt: null,
    buttonText: null,
    buttonUrl: null,
    highlightBoxes: [],
  };
  const section: HomeSection = {
    id: 'landing-contact',
    type: 'contact_section',
    orderIndex: Number.MAX_SAFE_INTEGER,
    backgroundColor: null,
    backgroundGradient: null,
    paddingTop: null,
    paddingBottom: null,
    special: null,
    translation: text,
  };
  return <ContactSection section={section} text={text} />;
};
