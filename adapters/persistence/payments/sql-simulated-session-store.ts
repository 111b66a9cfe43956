import type { DataSource } from 'typeorm';
import type { SimulatedSession, SimulatedSessionStore } from '../../local/simulated-payments-gateway.js';

/** Simulated checkout sessions in PostgreSQL, shared by every instance. */
export class SqlSimulatedSessionStore implements SimulatedSessionStore {
  constructor(private readonly dataSource: DataSource) {}

  async findOpen(sessionId: string, now: Date): Promise<SimulatedSession | null> {
    const [row]: { session: SimulatedSession }[] = await this.dataSource.query(
      `SELECT session FROM simulated_checkout_sessions WHERE session_id = $1 AND expires_at > $2`,
      [sessionId, now],
    );
    return row?.session ?? null;
  }

  async findOpenForOrder(orderId: string, now: Date): Promise<SimulatedSession | null> {
    const [row]: { session: SimulatedSession }[] = await this.dataSource.query(
      `SELECT session FROM simulated_checkout_sessions WHERE order_id = $1 AND expires_at > $2`,
      [orderId, now],
    );
    return row?.session ?? null;
  }

  /**
   * Keeps the session; an expired one of the same order gives way (the order has a new session, so
   * its expiry must not cancel it). Other expired sessions stay until their expiry is delivered.
   */
  async save(session: SimulatedSession, expiresAt: Date, now: Date): Promise<SimulatedSession> {
    await this.dataSource.query(`DELETE FROM simulated_checkout_sessions WHERE order_id = $1 AND expires_at <= $2`, [session.orderId, now]);
    const [row]: { session: SimulatedSession }[] = await this.dataSource.query(
      `INSERT INTO simulated_checkout_sessions (session_id, order_id, session, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id
       RETURNING session`,
      [session.sessionId, session.orderId, JSON.stringify(session), expiresAt],
    );
    return row?.session ?? session;
  }

  async expired(now: Date, limit: number): Promise<readonly SimulatedSession[]> {
    const rows: { session: SimulatedSession }[] = await this.dataSource.query(
      `SELECT session FROM simulated_checkout_sessions WHERE expires_at <= $1 ORDER BY expires_at, session_id LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.session);
  }

  async forget(sessionId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM simulated_checkout_sessions WHERE session_id = $1`, [sessionId]);
  }
}
