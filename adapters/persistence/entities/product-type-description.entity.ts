import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'product_type_descriptions' })
export class ProductTypeDescriptionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') type!: string;

  @OneToMany('ProductTypeDescriptionTranslationEntity', 'typeDescription')
  translations!: ProductTypeDescriptionTranslationEntity[];
}

@Entity({ name: 'product_type_description_translations' })
export class ProductTypeDescriptionTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'type_description_id' }) typeDescriptionId!: string;
  @Column('text') language!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('jsonb') features!: string[];
  @Column('jsonb', { name: 'usage_examples' }) usageExamples!: string[];

  @ManyToOne('ProductTypeDescriptionEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'type_description_id' })
  typeDescription!: ProductTypeDescriptionEntity;
}
