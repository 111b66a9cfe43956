import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'transport_rates' })
export class TransportRateEntity {
  @PrimaryColumn('text') country!: string;
  @PrimaryColumn('text') prefix!: string;
  @Column('integer', { name: 'single_cents' }) singleCents!: number;
  @Column('integer', { name: 'double_cents' }) doubleCents!: number;
}
