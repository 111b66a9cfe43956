import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'product_condition_images' })
export class ProductConditionImageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') condition!: string;
  @Column('text', { name: 'image_url' }) imageUrl!: string;
  @Column('integer', { name: 'sort_order' }) sortOrder!: number;
}

@Entity({ name: 'product_main_condition_images' })
export class ProductMainConditionImageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') condition!: string;
  @Column('text', { name: 'image_url' }) imageUrl!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
