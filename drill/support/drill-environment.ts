import type { DrillPorts } from '../drills/drill-ports.js';
import { Checks } from './check.js';
import { createDrillDatabase, type DrillDatabase } from './postgres.js';
import { startSesStandIn, type SesStandIn } from './ses-stand-in.js';
import { startShopProcess, type ShopProcess, type ShopProcessOptions } from './shop-process.js';

/** What every drill starts from: its own database, an SES stand-in, and shops it can start; all cleaned up after. */
export interface DrillEnvironment {
  readonly ports: DrillPorts;
  readonly database: DrillDatabase;
  readonly ses: SesStandIn;
  readonly checks: Checks;
  /** A built shop on the drill database (port A and the SES stand-in unless told otherwise), stopped at the end. */
  startShop(options?: Partial<ShopProcessOptions>): Promise<ShopProcess>;
}

export const inDrillEnvironment = async (ports: DrillPorts, drill: (environment: DrillEnvironment) => Promise<void>): Promise<Checks> => {
  const database = await createDrillDatabase();
  const shops: ShopProcess[] = [];
  let ses: SesStandIn | null = null;
  try {
    ses = await startSesStandIn(ports.ses);
    const sesUrl = ses.url;
    const checks = new Checks();
    await drill({
      ports,
      database,
      ses,
      checks,
      startShop: async (options = {}) => {
        const shop = await startShopProcess({ port: ports.shopA, databaseUrl: database.url, sesUrl, ...options });
        shops.push(shop);
        return shop;
      },
    });
    return checks;
  } finally {
    for (const shop of shops) await shop.stop();
    await ses?.close();
    await database.drop();
  }
};
