import { startPlatform } from '../../src/platform/server.ts';
import { createFakeClock } from '../../src/platform/clock.ts';
import { createPlatformClient } from '../../src/shared/api/index.ts';
const p = await startPlatform({ port: 0, clock: createFakeClock(Date.now()), logger: false, smsSink: () => {} });
try {
  const c = createPlatformClient({ baseUrl: p.url, merchant: 'bdwin', getLanguage: () => 'EN', getToken: () => null, encryption: 'des-rsa' });
  const pop: any = await c.call('popular').catch((e) => e);
  console.log(JSON.stringify(pop).slice(0, 400));
  const gl: any = await c.call('gameList', undefined, { merchant: 'bdwin', platform: 'html5-desktop', gameType: 'RNG', pageNo: 1, pageSize: 3 }).catch((e) => e);
  console.log(JSON.stringify(gl).slice(0, 600));
  const cs: any = await c.call('customerService');
  console.log(JSON.stringify(cs).slice(0, 300));
} finally { await p.close(); }
