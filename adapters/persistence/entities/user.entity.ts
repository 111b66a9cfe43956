import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Email is unique case-insensitively (index on lower(email)). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;

  @OneToMany('UserRoleEntity', 'user')
  roles!: UserRoleEntity[];
}

@Entity({ name: 'user_roles' })
export class UserRoleEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @PrimaryColumn('text') role!: string;

  @ManyToOne('UserEntity', 'roles', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;
}

/** Only a hash of the session token is stored. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;
}

/** A one-time token for email verification or password reset; only its hash is stored. */
@Entity({ name: 'email_tokens' })
export class EmailTokenEntity {
  @PrimaryColumn('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') purpose!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;
}
