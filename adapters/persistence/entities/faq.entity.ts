import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'faqs' })
export class FaqEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('integer', { name: 'order_index' }) orderIndex!: number;

  @OneToMany('FaqTranslationEntity', 'faq')
  translations!: FaqTranslationEntity[];
}

@Entity({ name: 'faq_translations' })
export class FaqTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'faq_id' }) faqId!: string;
  @Column('text') language!: string;
  @Column('text') question!: string;
  @Column('text') answer!: string;

  @ManyToOne('FaqEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'faq_id' })
  faq!: FaqEntity;
}
