import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A one-time setup link that creates the first administrator, stored as its SHA-256. Each server start while no
 * user exists adds one (the link is printed to that process's console only); creating the administrator removes all.
 */
@Entity('setup_tokens')
export class SetupTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
