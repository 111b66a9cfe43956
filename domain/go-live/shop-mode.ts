/**
 * Live or demo, decided once (go-live issue 21): live when PUBLIC_URL is an
 * https:// address other than localhost / 127.0.0.1 / ::1, else the demo;
 * SHOP_MODE=live|demo overrides. Pure: the caller passes the parsed URL parts.
 */
export type ShopMode = 'live' | 'demo';

const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1', '[::1]'];

export function decideShopMode(publicUrl: { readonly protocol: string; readonly hostname: string }, override: ShopMode | null): ShopMode {
  if (override !== null) return override;
  const host = publicUrl.hostname.toLowerCase();
  const local = LOCAL_HOSTS.includes(host) || host.endsWith('.localhost');
  return publicUrl.protocol === 'https:' && !local ? 'live' : 'demo';
}
