import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_posts' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  @Column('text', { name: 'image_alt', nullable: true }) imageAlt!: string | null;
  @Column('text', { name: 'image_title', nullable: true }) imageTitle!: string | null;
  @Column('timestamptz', { name: 'published_at' }) publishedAt!: Date;
  @Column('timestamptz', { name: 'custom_publish_date', nullable: true }) customPublishDate!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @OneToMany('BlogPostTranslationEntity', 'blogPost')
  translations!: BlogPostTranslationEntity[];
}

@Entity({ name: 'blog_post_translations' })
export class BlogPostTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'blog_post_id' }) blogPostId!: string;
  @Column('text') language!: string;
  @Column('text') title!: string;
  @Column('text') slug!: string;
  @Column('text') content!: string;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription!: string | null;
  @Column('jsonb') keywords!: string[];

  @ManyToOne('BlogPostEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blog_post_id' })
  blogPost!: BlogPostEntity;
}
