// The points mall on the platform: points from valid bets at each category's rate
// (demo, unsettled and unrated rounds earn none; a round earns once), money converted to points
// through the ledger, redeeming with the transaction password (quantity 1..stock, a physical gift's
// recipient), bad input moving nothing, and the history and details calls.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { LOCAL_IP, newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { convertCall, playedRound, pointsOf, redeemCall, setPayPassword, stockOf, walletOf } from './point-mall-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('points mall', ({ postgres }) => {
  let t: TestPlatform;
  let account: TestAccount;
  let token: string;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    account = await newAccount(t, { creditMinor: 5_000_000 });
    token = await tokenOf(t, account);
    await setPayPassword(t, token);
  });
  afterAll(async () => t?.close());

  const get = (path: string, as = token) => t.raw('GET', path, { token: as, ip: LOCAL_IP });

  it('valid bets earn points at their category rate; demo, unsettled and unrated rounds do not; a round earns once', async () => {
    const player = await newAccount(t);
    const playerToken = await tokenOf(t, player);
    // alpha (bdwin): RNG 10.00 and LIVE 20.00 of valid bet per point; BINGO earns none.
    for (let i = 0; i < 3; i++) await playedRound(t, player, { bet: 500, gameType: 'RNG' });
    await playedRound(t, player, { bet: 5000, gameType: 'LIVE' });
    await playedRound(t, player, { bet: 100_000, gameType: 'RNG', demo: true });
    await playedRound(t, player, { bet: 100_000, gameType: 'RNG', settled: false });
    await playedRound(t, player, { bet: 100_000, gameType: 'BINGO' });
    // Two reads at once (two processes sweeping the same member) count each round once.
    const [a, b] = await Promise.all([get('/wps/relay/MCS2_getPointBalance', playerToken), get('/wps/relay/MCS2_getPointBalance', playerToken)]);
    expect([a.body.value.points, b.body.value.points]).toEqual([3, 3]);
    // RNG 15.00 is 1 point with 5.00 carried; LIVE 50.00 is 2 points with 10.00 carried.
    await playedRound(t, player, { bet: 500, gameType: 'RNG' });
    expect((await get('/wps/relay/MCS2_getPointBalance', playerToken)).body.value.points).toBe(4);
    const details = (await get('/wps/relay/MCS2_getPointDetails', playerToken)).body.value;
    expect(details.items.map((e: { kind: string; delta: number; balanceAfter: number }) => [e.kind, e.delta, e.balanceAfter])).toEqual([['earn', 1, 4], ['earn', 3, 3]]);
    expect(details.total).toBe(2);
  });

  it('the rules: rate per category, the money price of a point, no expiry', async () => {
    const config = (await get('/wps/relay/MCS2_getPointConfig')).body.value;
    expect(config.earn).toContainEqual({ category: 'RNG', betPerPointMinor: 1000 });
    expect(config.earn).toContainEqual({ category: 'LIVE', betPerPointMinor: 2000 });
    expect(config).toMatchObject({ moneyPerPointMinor: 100, maxConvertPoints: 100000, expires: false });
  });

  it('converts money to points through the ledger; a repeated key converts once; 0 points or a wrong password move nothing', async () => {
    const wallet = await walletOf(t, account);
    const points = await pointsOf(t, account);
    const body = { points: 600, requestKey: 'convert-once-key' };
    const first = await convertCall(t, token, body);
    expect(first.body.value).toEqual({ added: 600, costMinor: 60_000, points: points + 600 });
    expect((await convertCall(t, token, body)).body.value.points).toBe(points + 600);
    expectFailureEnvelope((await convertCall(t, token, { ...body, points: 601 })).body, 'points.key.conflict');
    expect(await walletOf(t, account)).toBe(wallet - 60_000);
    expectFailureEnvelope((await convertCall(t, token, { points: 0 })).body, 'points.convert.invalid');
    expectFailureEnvelope((await convertCall(t, token, { points: 100_001 })).body, 'points.convert.invalid');
    expectFailureEnvelope((await convertCall(t, token, { points: 5, paymentPassword: 'Wrong@123' })).body, 'paymentPassword.invalid');
    expectFailureEnvelope((await convertCall(t, token, { points: 60_000 })).body, 'balance.insufficient');
    expect(await walletOf(t, account)).toBe(wallet - 60_000);
    expect(await pointsOf(t, account)).toBe(points + 600);
  });

  it('redeems with the transaction password: points and stock drop, the history shows it in process', async () => {
    await convertCall(t, token, { points: 1000 });
    const products = (await get('/wps/relay/MCS2_getPointReward')).body.value.items as { id: string; stock: number; pricePoints: number }[];
    expect(products.map((p) => p.id)).toEqual(['deposit-voucher', 'live-chips', 'vip-seat', 'headphones', 'smartphone']);
    expect((await get('/wps/relay/MCS2_getPointReward?kind=gift')).body.value.items.map((p: { id: string }) => p.id)).toEqual(['headphones', 'smartphone']);
    const stock = await stockOf(t, 'deposit-voucher');
    const points = await pointsOf(t, account);
    const redeemed = await redeemCall(t, token, { productId: 'deposit-voucher', quantity: 2 });
    expect(redeemed.body.value.redemption).toMatchObject({ productId: 'deposit-voucher', quantity: 2, points: 1000, moneyMinor: 0, status: 'processing' });
    expect(redeemed.body.value.points).toBe(points - 1000);
    expect(await stockOf(t, 'deposit-voucher')).toBe(stock - 2);
    const history = (await get('/wps/relay/MCS2_getRedeemPointList?status=processing')).body.value;
    expect(history.items[0]).toMatchObject({ id: redeemed.body.value.redemption.id, status: 'processing' });
    expect((await get('/wps/relay/MCS2_getRedeemPointList?status=approved')).body.value.items).toEqual([]);
  });

  it('points plus money: the money part leaves the wallet with the points', async () => {
    await convertCall(t, token, { points: 800 });
    const wallet = await walletOf(t, account);
    const points = await pointsOf(t, account);
    const redeemed = await redeemCall(t, token, { productId: 'vip-seat' });
    expect(redeemed.body.value.redemption).toMatchObject({ points: 800, moneyMinor: 5000 });
    expect(await walletOf(t, account)).toBe(wallet - 5000);
    expect(await pointsOf(t, account)).toBe(points - 800);
  });

  it('bad input gets its errorCode and moves nothing: quantity 0, more than stock, a wrong password, no recipient, too few points, unknown product', async () => {
    await convertCall(t, token, { points: 2000 });
    const poor = await newAccount(t, { creditMinor: 100 });
    const poorToken = await tokenOf(t, poor);
    await setPayPassword(t, poorToken);
    const before = { points: await pointsOf(t, account), wallet: await walletOf(t, account), stock: await stockOf(t, 'headphones') };
    const recipient = { name: 'Rahim Uddin', address: '12 Road 5, Dhanmondi, Dhaka', phone: '01712345678' };
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'headphones', quantity: 0, recipient })).body, 'points.quantity.invalid');
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'headphones', quantity: -3, recipient })).body, 'points.quantity.invalid');
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'headphones', quantity: before.stock + 1, recipient })).body, 'points.stock.insufficient');
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'headphones', recipient, paymentPassword: 'Wrong@123' })).body, 'paymentPassword.invalid');
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'headphones' })).body, 'points.recipient.invalid');
    const noPhone = await redeemCall(t, token, { productId: 'headphones', recipient: { ...recipient, phone: 'call me' } });
    expectFailureEnvelope(noPhone.body, 'points.recipient.invalid');
    expect(noPhone.body.value).toEqual({ field: 'phone' });
    expectFailureEnvelope((await redeemCall(t, token, { productId: 'no-such-thing' })).body, 'points.product.unknown');
    expectFailureEnvelope((await redeemCall(t, poorToken, { productId: 'headphones', recipient })).body, 'points.balance.insufficient');
    expect({ points: await pointsOf(t, account), wallet: await walletOf(t, account), stock: await stockOf(t, 'headphones') }).toEqual(before);
    expect(await stockOf(t, 'headphones')).toBe(before.stock);
    // The same request with the recipient goes through.
    const ok = await redeemCall(t, token, { productId: 'headphones', recipient });
    expect(ok.body.value.redemption.status).toBe('processing');
    expect(await stockOf(t, 'headphones')).toBe(before.stock - 1);
  });

  it('a redeem call sent in clear text is refused (it carries the transaction password)', async () => {
    const clear = await t.raw('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { token, ip: LOCAL_IP, body: { productId: 'live-chips', quantity: 1, paymentPassword: 'x', requestKey: 'clear-text-key' } });
    expect(clear.body.success).toBe(false);
    expect(clear.body.errorCode).toMatch(/^encryption\./);
  });
});
