import type { EntityManager } from 'typeorm';
import type { DemoBlogPost, DemoFaq, DemoLandingPage, DemoSection } from '../../../fixtures/demo/demo-types.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { demoImageUrl } from './demo-image-url.js';
import { storedSectionId } from '../admin-content/section-writer.js';
import { sanitiseHtml, sanitiseNullableHtml } from '../../security/html-sanitizer.js';

const firstId = (rows: { id: string }[]): string => {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Insert returned no id');
  return id;
};

/** Sections of the home page (landingPageId null) or of one landing page. */
export const seedSections = async (manager: EntityManager, sections: readonly DemoSection[], landingPageId: string | null): Promise<void> => {
  for (const section of sections) {
    const id = storedSectionId(section.key, landingPageId);
    await manager.query(
      `INSERT INTO sections (id, landing_page_id, type, order_index, background_color, background_gradient, padding_top, padding_bottom)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [id, landingPageId, section.type, section.orderIndex, section.backgroundColor, section.backgroundGradient, section.paddingTop, section.paddingBottom],
    );
    for (const language of LANGUAGES) {
      const text = section.translations[language];
      await manager.query(
        `INSERT INTO section_translations (section_id, language, title, subtitle, content_html, image_url, image_alt, button_text, button_url, highlight_boxes)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [
          id, language, text.title, text.subtitle, sanitiseNullableHtml(text.contentHtml), text.imageUrl === null ? null : demoImageUrl(text.imageUrl),
          text.imageAlt, text.buttonText, text.buttonUrl, text.highlightBoxes === null ? null : JSON.stringify(text.highlightBoxes),
        ],
      );
    }
  }
};

export const seedBlogPosts = async (manager: EntityManager, posts: readonly DemoBlogPost[]): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const post of posts) {
    const id = firstId(
      await manager.query(
        `INSERT INTO blog_posts (image_url, image_alt, image_title, published_at, custom_publish_date, updated_at)
         VALUES ($1,$2,$3,$4,$5,$4) RETURNING id`,
        [post.image === null ? null : demoImageUrl(post.image), post.imageAlt, post.imageTitle, post.publishedAt, post.customPublishDate],
      ),
    );
    ids.set(post.key, id);
    for (const language of LANGUAGES) {
      const text = post.translations[language];
      await manager.query(
        `INSERT INTO blog_post_translations (blog_post_id, language, title, slug, content, meta_description, keywords)
         VALUES ($1,$2,$3,$4,$5,$6,$7)`,
        [id, language, text.title, text.slug, sanitiseHtml(text.content), text.metaDescription, JSON.stringify(text.keywords)],
      );
    }
  }
  return ids;
};

export const seedLandingPages = async (
  manager: EntityManager,
  pages: readonly DemoLandingPage[],
  productIds: ReadonlyMap<string, string>,
  blogPostIds: ReadonlyMap<string, string>,
): Promise<void> => {
  const idsOf = (keys: readonly string[], known: ReadonlyMap<string, string>, what: string): string[] =>
    keys.map((key) => {
      const id = known.get(key);
      if (id === undefined) throw new Error(`Landing page refers to unknown ${what} "${key}"`);
      return id;
    });
  for (const page of pages) {
    const id = firstId(
      await manager.query(
        `INSERT INTO landing_pages (slug, is_published, visibility, menu_section, menu_order, related_product_ids, related_blog_post_ids)
         VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
        [
          page.slug, page.isPublished, page.visibility, page.menuSection, page.menuOrder,
          idsOf(page.relatedProductKeys, productIds, 'product'), idsOf(page.relatedBlogPostKeys, blogPostIds, 'blog post'),
        ],
      ),
    );
    for (const language of LANGUAGES) {
      const text = page.translations[language];
      await manager.query(
        `INSERT INTO landing_page_translations (landing_page_id, language, title, slug, meta_title, meta_description, meta_keywords,
           content, content_html, og_title, og_description)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
        [id, language, text.title, text.slug, text.metaTitle, text.metaDescription, text.metaKeywords, text.content, sanitiseNullableHtml(text.contentHtml), text.ogTitle, text.ogDescription],
      );
    }
    await seedSections(manager, page.sections, id);
  }
};

export const seedFaqs = async (manager: EntityManager, faqs: readonly DemoFaq[]): Promise<void> => {
  for (const faq of faqs) {
    const id = firstId(await manager.query(`INSERT INTO faqs (order_index) VALUES ($1) RETURNING id`, [faq.orderIndex]));
    for (const language of LANGUAGES) {
      const text = faq.translations[language];
      await manager.query(`INSERT INTO faq_translations (faq_id, language, question, answer) VALUES ($1,$2,$3,$4)`, [id, language, text.question, text.answer]);
    }
  }
};
