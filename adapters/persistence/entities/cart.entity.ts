import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The id is the visitor's cart token (at least 32 characters), not generated here. */
@Entity({ name: 'carts' })
export class CartEntity {
  @PrimaryColumn('text') id!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;

  @OneToMany('CartItemEntity', 'cart')
  items!: CartItemEntity[];
}

@Entity({ name: 'cart_items' })
export class CartItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'cart_id' }) cartId!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text', { name: 'product_title' }) productTitle!: string;
  @Column('text') condition!: string;
  @Column('text', { name: 'color_type' }) colorType!: string;
  @Column('text', { name: 'ral_color', nullable: true }) ralColor!: string | null;
  @Column('integer') quantity!: number;
  @Column('integer', { name: 'unit_price_cents' }) unitPriceCents!: number;
  @Column('text', { name: 'transport_type' }) transportType!: string;
  @Column('text', { name: 'transport_country', nullable: true }) transportCountry!: string | null;
  @Column('text', { name: 'transport_postcode', nullable: true }) transportPostcode!: string | null;
  @Column('integer', { name: 'transport_price_cents' }) transportPriceCents!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;

  @ManyToOne('CartEntity', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cart_id' })
  cart!: CartEntity;
}
