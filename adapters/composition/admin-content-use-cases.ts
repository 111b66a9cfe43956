import type { DataSource } from 'typeorm';
import { createBlogPost, deleteBlogPost, getBlogPostForEditing, listAllBlogPosts, updateBlogPost } from '../../application/admin-content/manage-blog-posts.use-case.js';
import { createFaq, deleteFaq, listAllFaqs, reorderFaqs, updateFaq } from '../../application/admin-content/manage-faqs.use-case.js';
import { createHomeSection, deleteHomeSection, listAllHomeSections, reorderHomeSections, updateHomeSection } from '../../application/admin-content/manage-home-sections.use-case.js';
import {
  createLandingPage,
  deleteLandingPage,
  getLandingPageForEditing,
  listLandingPages,
  replaceLandingPageSections,
  setLandingPagePublished,
  updateLandingPage,
} from '../../application/admin-content/manage-landing-pages.use-case.js';
import type { HtmlSanitizer } from '../../application/content/html-sanitizer.port.js';
import { SqlBlogAdminStore } from '../persistence/admin-content/sql-blog-admin-store.js';
import { SqlFaqAdminStore } from '../persistence/admin-content/sql-faq-admin-store.js';
import { SqlHomeSectionAdminStore } from '../persistence/admin-content/sql-home-section-admin-store.js';
import { SqlLandingPageAdminStore } from '../persistence/admin-content/sql-landing-page-admin-store.js';
import { SanitizeHtmlSanitizer } from '../security/html-sanitizer.js';

/** The admin's content management: blog posts, landing pages and their sections, the FAQ and the home sections. */
export const buildAdminContentUseCases = (dataSource: DataSource, sanitizer: HtmlSanitizer = new SanitizeHtmlSanitizer()) => {
  const blog = { posts: new SqlBlogAdminStore(dataSource), sanitizer };
  const landing = { landingPages: new SqlLandingPageAdminStore(dataSource), sanitizer };
  const faq = { faqs: new SqlFaqAdminStore(dataSource) };
  const home = { homeSections: new SqlHomeSectionAdminStore(dataSource), sanitizer };
  return {
    blog: {
      list: listAllBlogPosts(blog),
      get: getBlogPostForEditing(blog),
      create: createBlogPost(blog),
      update: updateBlogPost(blog),
      delete: deleteBlogPost(blog),
    },
    landingPages: {
      list: listLandingPages(landing),
      get: getLandingPageForEditing(landing),
      create: createLandingPage(landing),
      update: updateLandingPage(landing),
      setPublished: setLandingPagePublished(landing),
      delete: deleteLandingPage(landing),
      replaceSections: replaceLandingPageSections(landing),
    },
    faq: { list: listAllFaqs(faq), create: createFaq(faq), update: updateFaq(faq), delete: deleteFaq(faq), reorder: reorderFaqs(faq) },
    homeSections: {
      list: listAllHomeSections(home),
      create: createHomeSection(home),
      update: updateHomeSection(home),
      delete: deleteHomeSection(home),
      reorder: reorderHomeSections(home),
    },
  };
};

export type AdminContentUseCases = ReturnType<typeof buildAdminContentUseCases>;
