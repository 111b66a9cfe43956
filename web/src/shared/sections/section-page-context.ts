import { createContext, useContext } from 'react';

/**
 * Which page the shared section renderer draws for: the landing-page variant differs in
 * the container carousel (6 cards, type groups, first 6 images preloaded) and in the
 * contact form's source ('landing').
 */
export type SectionPage = 'home' | 'landing';

export const SectionPageContext = createContext<SectionPage>('home');

export const useSectionPage = (): SectionPage => useContext(SectionPageContext);
