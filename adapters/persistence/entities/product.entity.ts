import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { Dimensions, Weight } from '../../../domain/catalogue/product.js';

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') type!: string;
  @Column('text') condition!: string;
  @Column('text') size!: string;
  @Column('integer', { name: 'price_cents', nullable: true }) priceCents!: number | null;
  @Column('integer', { name: 'price_new_cents', nullable: true }) priceNewCents!: number | null;
  @Column('integer', { name: 'price_used_a_cents', nullable: true }) priceUsedACents!: number | null;
  @Column('integer', { name: 'price_used_cw_cents', nullable: true }) priceUsedCwCents!: number | null;
  @Column('integer', { name: 'price_rent_per_day_cents', nullable: true }) priceRentPerDayCents!: number | null;
  @Column('integer', { name: 'leasing_price_cents', nullable: true }) leasingPriceCents!: number | null;
  @Column('boolean', { name: 'ask_offer_new' }) askOfferNew!: boolean;
  @Column('boolean', { name: 'ask_offer_used_a' }) askOfferUsedA!: boolean;
  @Column('boolean', { name: 'ask_offer_used_cw' }) askOfferUsedCw!: boolean;
  @Column('boolean', { name: 'ask_offer_rent' }) askOfferRent!: boolean;
  @Column('boolean', { name: 'is_available' }) isAvailable!: boolean;
  @Column('text', { name: 'stock_status' }) stockStatus!: string;
  @Column('boolean', { name: 'delivery_truck' }) deliveryTruck!: boolean;
  @Column('boolean', { name: 'delivery_truck_with_crane' }) deliveryTruckWithCrane!: boolean;
  @Column('boolean', { name: 'delivery_self_pickup' }) deliverySelfPickup!: boolean;
  @Column('jsonb', { name: 'dimensions_inside', nullable: true }) dimensionsInside!: Dimensions | null;
  @Column('jsonb', { name: 'dimensions_outside', nullable: true }) dimensionsOutside!: Dimensions | null;
  @Column('jsonb', { nullable: true }) weight!: Weight | null;
  @Column('numeric', { name: 'capacity_cbm', nullable: true, precision: 8, scale: 2 }) capacityCbm!: string | null;
  @Column('integer', { name: 'pallet_places', nullable: true }) palletPlaces!: number | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @OneToMany('ProductTranslationEntity', 'product')
  translations!: ProductTranslationEntity[];

  @OneToMany('ProductImageEntity', 'product')
  images!: ProductImageEntity[];
}

@Entity({ name: 'product_translations' })
export class ProductTranslationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') language!: string;
  @Column('text') title!: string;
  @Column('text') slug!: string;
  @Column('text') description!: string;
  @Column('text', { name: 'description_html', nullable: true }) descriptionHtml!: string | null;
  @Column('text', { name: 'meta_title', nullable: true }) metaTitle!: string | null;
  @Column('text', { name: 'meta_description', nullable: true }) metaDescription!: string | null;

  @ManyToOne('ProductEntity', 'translations', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: ProductEntity;
}

@Entity({ name: 'product_images' })
export class ProductImageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text', { name: 'image_url' }) imageUrl!: string;
  @Column('integer', { name: 'sort_order' }) sortOrder!: number;

  @ManyToOne('ProductEntity', 'images', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product!: ProductEntity;
}
