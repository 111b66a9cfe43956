import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Stored in orders.shipping_address (spec 000, point 3 'Order'). */
export interface ShippingAddress {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly companyName: string | null;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
}

/** Stored in orders.billing_address, null when billing equals shipping. */
export interface BillingAddress {
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
}

@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** pg returns bigint as a string. The default lets TypeORM read the number back after insert. */
  @Column('bigint', { name: 'order_number', default: () => "nextval('order_number_seq')" }) orderNumber!: string;
  @Column('text', { name: 'access_token_hash' }) accessTokenHash!: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('integer', { name: 'subtotal_cents' }) subtotalCents!: number;
  @Column('integer', { name: 'vat_cents' }) vatCents!: number;
  @Column('integer', { name: 'total_cents' }) totalCents!: number;
  /** The one rate of orders with a single VAT group (as a fraction); null when several rates apply. */
  @Column('numeric', { name: 'vat_rate', precision: 4, scale: 2, nullable: true }) vatRate!: string | null;
  /** The VAT decision (domain/vat/vat-decision.ts). */
  @Column('jsonb', { name: 'vat_detail' }) vatDetail!: object;
  @Column('text', { name: 'customer_kind' }) customerKind!: string;
  @Column('text', { name: 'customer_vat_number', nullable: true }) customerVatNumber!: string | null;
  @Column('text') status!: string;
  @Column('text', { name: 'payment_method' }) paymentMethod!: string;
  @Column('boolean', { name: 'payment_verified' }) paymentVerified!: boolean;
  @Column('text', { name: 'stripe_session_id', nullable: true }) stripeSessionId!: string | null;
  @Column('text', { name: 'structured_communication', nullable: true }) structuredCommunication!: string | null;
  @Column('jsonb', { name: 'shipping_address' }) shippingAddress!: ShippingAddress;
  @Column('jsonb', { name: 'billing_address', nullable: true }) billingAddress!: BillingAddress | null;
  @Column('text') language!: string;
  @Column('text', { name: 'cart_id', nullable: true }) cartId!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;

  @OneToMany('OrderItemEntity', 'order')
  items!: OrderItemEntity[];

  @OneToMany('OrderStatusChangeEntity', 'order')
  statusChanges!: OrderStatusChangeEntity[];
}

@Entity({ name: 'order_items' })
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @Column('uuid', { name: 'product_id', nullable: true }) productId!: string | null;
  @Column('text', { name: 'product_title' }) productTitle!: string;
  @Column('integer') quantity!: number;
  @Column('integer', { name: 'unit_price_cents' }) unitPriceCents!: number;
  @Column('integer', { name: 'transport_price_cents' }) transportPriceCents!: number;
  @Column('integer', { name: 'line_total_cents' }) lineTotalCents!: number;
  @Column('text', { name: 'selected_condition' }) selectedCondition!: string;
  @Column('text', { name: 'transport_type' }) transportType!: string;
  @Column('text', { name: 'color_type' }) colorType!: string;
  @Column('text', { name: 'ral_color', nullable: true }) ralColor!: string | null;
  @Column('text', { name: 'transport_country', nullable: true }) transportCountry!: string | null;
  @Column('text', { name: 'transport_postcode', nullable: true }) transportPostcode!: string | null;
  @Column('text', { name: 'vat_category' }) vatCategory!: string;
  @Column('numeric', { name: 'vat_rate_percent', precision: 5, scale: 2 }) vatRatePercent!: string;
  @Column('text', { name: 'vat_tax_country' }) vatTaxCountry!: string;
  @Column('text', { name: 'vat_rule' }) vatRule!: string;
  @Column('integer', { name: 'vat_cents', nullable: true }) vatCents!: number | null;

  @ManyToOne('OrderEntity', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity;
}

@Entity({ name: 'order_status_changes' })
export class OrderStatusChangeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'order_id' }) orderId!: string;
  @Column('text', { name: 'from_status' }) fromStatus!: string;
  @Column('text', { name: 'to_status' }) toStatus!: string;
  @Column('text', { name: 'changed_by' }) changedBy!: string;
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;

  @ManyToOne('OrderEntity', 'statusChanges', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity;
}

/** One row per payment-provider event id, so a redelivered webhook is processed once. */
@Entity({ name: 'payment_events' })
export class PaymentEventEntity {
  @PrimaryColumn('text', { name: 'event_id' }) eventId!: string;
  @Column('text') type!: string;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('timestamptz', { name: 'received_at' }) receivedAt!: Date;

  @ManyToOne('OrderEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity | null;
}
