/** Deployment key material and per-merchant server settings (maintenance, registration overrides). */
import type { Database } from '../db/database.ts';

export interface SettingsStore {
  /** Stores `create()` under `name` unless present; every caller gets the one stored value. */
  keyMaterial<T>(name: string, create: () => Promise<T>, at: number): Promise<T>;
  merchantSettings(merchant: string): Promise<Record<string, unknown>>;
  setMerchantSetting(merchant: string, key: string, value: unknown): Promise<void>;
}

const parse = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

export function createSettingsStore(db: Database): SettingsStore {
  return {
    async keyMaterial(name, create, at) {
      const existing = await db.query<{ material: unknown }>('SELECT material FROM platform_keys WHERE name = $1', [name]);
      if (existing[0]) return parse(existing[0].material) as never;
      await db.query('INSERT INTO platform_keys (name, material, created_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT DO NOTHING', [
        name, JSON.stringify(await create()), at,
      ]);
      const rows = await db.query<{ material: unknown }>('SELECT material FROM platform_keys WHERE name = $1', [name]);
      return parse(rows[0]?.material) as never;
    },
    async merchantSettings(merchant) {
      const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM merchant_settings WHERE merchant = $1', [merchant]);
      return Object.fromEntries(rows.map((r) => [r.key, parse(r.value)]));
    },
    async setMerchantSetting(merchant, key, value) {
      await db.query(
        'INSERT INTO merchant_settings (merchant, key, value) VALUES ($1,$2,$3::jsonb) ON CONFLICT (merchant, key) DO UPDATE SET value = EXCLUDED.value',
        [merchant, key, JSON.stringify(value)],
      );
    },
  };
}
