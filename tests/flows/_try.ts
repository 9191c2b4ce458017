import { startTestPlatform, createPathClient } from './model/platform.ts';
const tp = await startTestPlatform();
try {
  const pc = createPathClient(tp.platform, 'bdwin', '10.9.9.9');
  const c: any = await pc.client.call('captcha', undefined, { loginDeviceId: 'abc' });
  console.log(typeof c, JSON.stringify(c).slice(0, 100));
  pc.dropNext('/wps/verification/sms/noLogin');
  const t = Date.now();
  try { await pc.client.call('smsNoLogin', { purpose: 'loginVerify', username: 'member01' }); console.log('ok?'); } catch (e: any) { console.log('ERR', e.name, e.errorCode, e.message, Date.now() - t); }
  console.log(pc.requests);
} finally { await tp.close(); }
