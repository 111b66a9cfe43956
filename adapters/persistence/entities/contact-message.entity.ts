import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') source!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) subject!: string | null;
  @Column('text') message!: string;
  @Column('text') language!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;

  @OneToMany('UploadEntity', 'contactMessage')
  uploads!: UploadEntity[];
}

/** An uploaded file; unattached (contactMessageId null) until a message claims it. */
@Entity({ name: 'uploads' })
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'storage_key' }) storageKey!: string;
  @Column('text', { name: 'original_name' }) originalName!: string;
  @Column('integer', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('text', { name: 'content_type' }) contentType!: string;
  @Column('uuid', { name: 'contact_message_id', nullable: true }) contactMessageId!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;

  @ManyToOne('ContactMessageEntity', 'uploads', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'contact_message_id' })
  contactMessage!: ContactMessageEntity | null;
}
