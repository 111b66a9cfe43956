import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';

/** A home-page section (landingPageId null) or a landing-page section. */
@Entity({ name: 'sections' })
export class SectionEntity {
  @PrimaryColumn('text') id!: string;
  @Column('uuid', { name: 'landing_page_id', nullable: true }) landingPageId!: string | null;
  @Column('text') type!: string;
  @Column('numeric', { name: 'order_index', precision: 8, scale: 2 }) orderIndex!: string;
  @Column('text', { name: 'background_color', nullable: true }) backgroundColor!: string | null;
  @Column('text', { name: 'background_gradient', nullable: true }) backgroundGradient!: string | null;
  @Column('text', { name: 'padding_top', nullable: true }) paddingTop!: string | null;
  @Column('text', { name: 'padding_bottom', nullable: true }) paddingBottom!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @OneToMany('SectionTranslationEntity', 'section')
  translations!: SectionTranslationEntity[];
}

@Entity({ name: 'section_translations' })
export class SectionTranslationEntity {
  @PrimaryColumn('uuid', { default: () => 'gen_random_uuid()' }) id!: string;
  @Column('text', { name: 'section_id' }) sectionId!: string;
  @Column('text') language!: string;
  @Column('text', { nullable: true }) title!: string | null;
  @Column('text', { nullable: true }) subtitle!: string | null;
  @Column('text', { name: 'content_html', nullable: true }) contentHtml!: string | null;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  @Column('text', { name: 'image_alt', nullable: true }) imageAlt!: string | null;
  @Column('text', { name: 'button_text', nullable: true }) buttonText!: string | null;
  @Column('text', { name: 'button_url', nullable: true }) buttonUrl!: string | null;
  /** A list of boxes, or JSON text of one (the spec parses it when not a list). */
  @Column('jsonb', { name: 'highlight_boxes', nullable: true }) highlightBoxes!: unknown;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @ManyToOne('SectionEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id' })
  section!: SectionEntity;
}
