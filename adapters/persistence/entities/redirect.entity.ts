import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'redirects' })
export class RedirectEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'old_path' }) oldPath!: string;
  @Column('text', { name: 'new_path' }) newPath!: string;
  @Column('integer', { name: 'status_code' }) statusCode!: number;
  @Column('boolean', { name: 'is_active' }) isActive!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
