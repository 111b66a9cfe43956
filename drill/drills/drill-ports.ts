/** The ports the drills listen on (4101-4199 are reserved for them on the development machine). */
export interface DrillPorts {
  readonly shopA: number;
  readonly shopB: number;
  readonly proxy: number;
  readonly ses: number;
}

export const DRILL_PORTS: DrillPorts = { shopA: 4101, shopB: 4102, proxy: 4110, ses: 4120 };
