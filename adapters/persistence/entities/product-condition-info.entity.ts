import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

export interface ConditionInfoBadge {
  readonly text: string;
  readonly type: 'success' | 'info' | 'warning' | 'error';
}

@Entity({ name: 'product_condition_info' })
export class ProductConditionInfoEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') condition!: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;

  @OneToMany('ProductConditionInfoTranslationEntity', 'conditionInfo')
  translations!: ProductConditionInfoTranslationEntity[];
}

@Entity({ name: 'product_condition_info_translations' })
export class ProductConditionInfoTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'condition_info_id' }) conditionInfoId!: string;
  @Column('text') language!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('jsonb') benefits!: string[];
  @Column('jsonb') badges!: ConditionInfoBadge[];

  @ManyToOne('ProductConditionInfoEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'condition_info_id' })
  conditionInfo!: ProductConditionInfoEntity;
}
