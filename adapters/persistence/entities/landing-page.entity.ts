import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'landing_pages' })
export class LandingPageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') slug!: string;
  @Column('boolean', { name: 'is_published' }) isPublished!: boolean;
  @Column('text') visibility!: string;
  @Column('text', { name: 'menu_section', nullable: true }) menuSection!: string | null;
  @Column('integer', { name: 'menu_order' }) menuOrder!: number;
  @Column('uuid', { name: 'related_product_ids', array: true }) relatedProductIds!: string[];
  @Column('uuid', { name: 'related_blog_post_ids', array: true }) relatedBlogPostIds!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @OneToMany('LandingPageTranslationEntity', 'landingPage')
  translations!: LandingPageTranslationEntity[];
}

@Entity({ name: 'landing_page_translations' })
export class LandingPageTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'landing_page_id' }) landingPageId!: string;
  @Column('text') language!: string;
  @Column('text') title!: string;
  @Column('text', { nullable: true }) slug!: string | null;
  @Column('text', { name: 'meta_title', nullable: true }) metaTitle!: string | null;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription!: string | null;
  @Column('text', { name: 'meta_keywords', nullable: true }) metaKeywords!: string | null;
  @Column('text', { name: 'canonical_url', nullable: true }) canonicalUrl!: string | null;
  @Column('text', { nullable: true }) content!: string | null;
  @Column('text', { name: 'content_html', nullable: true }) contentHtml!: string | null;
  @Column('text', { name: 'og_title', nullable: true }) ogTitle!: string | null;
  @Column('text', { name: 'og_description', nullable: true }) ogDescription!: string | null;
  @Column('text', { name: 'og_image_url', nullable: true }) ogImageUrl!: string | null;
  @Column('jsonb', { name: 'structured_data', nullable: true }) structuredData!: unknown;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @ManyToOne('LandingPageEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'landing_page_id' })
  landingPage!: LandingPageEntity;
}
