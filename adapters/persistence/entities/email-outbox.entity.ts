import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The simpler message tried once when the main one fails (spec 000: the admin
 * notice is retried with a short body and no reply-to).
 */
export interface OutboxFallback {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

@Entity({ name: 'email_outbox' })
export class EmailOutboxEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'dedupe_key', nullable: true }) dedupeKey!: string | null;
  @Column('text', { name: 'to_address' }) toAddress!: string;
  @Column('text', { name: 'from_address' }) fromAddress!: string;
  @Column('text', { name: 'reply_to', nullable: true }) replyTo!: string | null;
  @Column('text') subject!: string;
  @Column('text') html!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('jsonb', { nullable: true }) fallback!: OutboxFallback | null;
  @Column('text') status!: string;
  @Column('integer') attempts!: number;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  @Column('timestamptz', { name: 'locked_until', nullable: true }) lockedUntil!: Date | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
}
