import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'quotes' })
export class QuoteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id', nullable: true }) productId!: string | null;
  @Column('text', { name: 'customer_name' }) customerName!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { name: 'company_name', nullable: true }) companyName!: string | null;
  @Column('integer', { name: 'quantity_requested' }) quantityRequested!: number;
  @Column('text', { name: 'delivery_address', nullable: true }) deliveryAddress!: string | null;
  /** pg `date`: TypeORM hydrates it as 'YYYY-MM-DD'. */
  @Column('date', { name: 'preferred_delivery_date', nullable: true }) preferredDeliveryDate!: string | null;
  @Column('text', { name: 'special_requirements', nullable: true }) specialRequirements!: string | null;
  @Column('text', { name: 'request_type' }) requestType!: string;
  @Column('text', { name: 'purchase_option' }) purchaseOption!: string;
  @Column('text', { name: 'transport_type', nullable: true }) transportType!: string | null;
  @Column('integer', { name: 'transport_price_cents', nullable: true }) transportPriceCents!: number | null;
  @Column('text', { name: 'color_type' }) colorType!: string;
  @Column('text', { name: 'ral_color', nullable: true }) ralColor!: string | null;
  @Column('text') language!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'customer_kind' }) customerKind!: string;
  @Column('text', { name: 'vat_number', nullable: true }) vatNumber!: string | null;
  /** The VAT decision (domain/vat/vat-decision.ts); null for quotes asked before VAT was decided. */
  @Column('jsonb', { name: 'vat_detail', nullable: true }) vatDetail!: object | null;
}
