import { startPlatform } from '../../src/platform/server.ts';
import { createFakeClock } from '../../src/platform/clock.ts';
import { createPlatformClient } from '../../src/shared/api/index.ts';
const t0 = performance.now();
const clock = createFakeClock(Date.now());
const p = await startPlatform({ port: 0, clock, trustProxy: true, logger: false });
console.log('started', Math.round(performance.now() - t0), p.url);
let token: string | null = null;
const client = createPlatformClient({ baseUrl: p.url, merchant: 'vnlotto', getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa' as any });
try {
  const r: any = await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' });
  console.log(r);
  token = r.token;
  console.log(await client.call('memberInfo'));
  try { await client.call('login', { type: 'username', username: 'member01', password: 'bad' }); } catch (e: any) { console.log('ERR', e.errorCode, e.message, e.value, e.status); }
  try { await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' }); } catch (e: any) { console.log('ERR', e.errorCode, e.message, e.value, e.status); }
  try { await client.call('login', { type: 'username', username: 'traveller01', password: 'Member@123' }); } catch (e: any) { console.log('ERR', e.errorCode, e.message, e.value, e.status); }
  console.log(Object.keys(p.stores), Object.keys(p.merchants));
  const cfg: any = await client.call('portalConfig');
  console.log(JSON.stringify(cfg).slice(0, 600));
} finally { await p.close(); }
