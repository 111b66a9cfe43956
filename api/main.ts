import 'reflect-metadata';
import { ConfigError, parseConfig } from '../adapters/config/app-config.js';
import { LiveStartRefused, assertSafeLiveStart } from '../adapters/config/live-start-guard.js';
import { createShop } from '../adapters/composition/shop.js';
import { scheduleUploadPurge } from '../adapters/composition/inquiry-use-cases.js';
import { scheduleSimulatedSessionExpiry } from '../adapters/local/simulated-session-expiry.js';
import { createHttpApp } from './http/create-http-app.js';

/** `npm start`: parse the config, compose the shop, serve it. */
const main = async (): Promise<void> => {
  const config = parseConfig(process.env, process.cwd());
  const checklist = assertSafeLiveStart(process.env, config.mode);
  const shop = await createShop(config);
  if (config.mode === 'live') {
    for (const item of checklist.items.filter((entry) => entry.status === 'warn')) shop.logger.warn({ variables: item.variables }, item.detail);
  }
  const seeded = await shop.seed.demo();
  if (seeded.seeded) shop.logger.info(seeded, 'seeded the demo shop into the empty database');
  if (config.admin !== null) {
    const admin = await shop.accounts.createAdmin(config.admin.email, config.admin.password);
    if (!admin.ok) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${admin.error.message.en}`);
    shop.logger.info({ email: config.admin.email }, 'admin account ready');
  }
  const app = await createHttpApp(shop);
  await app.listen(config.port, '0.0.0.0');
  shop.logger.info({ url: config.publicUrl, mode: config.mode, database: shop.database.kind }, 'container shop is serving');
  const stopUploadPurge = scheduleUploadPurge(shop.inquiries.uploads.purgeStale, shop.logger);
  // Offline, the simulated checkout's sessions expire as Stripe's do (Stripe sends those events itself).
  const expire = shop.orders.expireSimulatedSessions;
  const stopSimulatedExpiry = expire === null ? () => undefined : scheduleSimulatedSessionExpiry(expire, shop.logger);
  shop.outbox.start();
  // The daily jobs (the rental run: billing, reminders; the privacy sweep, docs/privacy.md), one instance at a time on a shared server (docs/rentals.md).
  if (config.scheduler.enabled) shop.dailyJobs.start();
  const stop = async (): Promise<void> => {
    stopUploadPurge();
    stopSimulatedExpiry();
    await app.close();
    await shop.outbox.stop();
    await shop.dailyJobs.stop();
    await shop.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  if (error instanceof LiveStartRefused) {
    process.stderr.write(`${error.message}\n`);
    process.exit(3);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`The shop could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
