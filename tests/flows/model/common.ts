/** Helpers shared by the model-based harnesses. */
import { fromPromise, type EventObject } from 'xstate';
import { hashPassword } from '../../../src/platform/security/passwords.ts';
import { seedMobile } from '../../../src/platform/seed.ts';
import type { FlowPath } from '../../../flows/paths/generate.ts';
import type { TestPlatform } from './platform.ts';
import type { OutcomeGate } from './runner.ts';

/** An actor whose real call's result is delivered when the path says so. */
export const gated = (gate: OutcomeGate) => <T, I>(id: string, call: (input: I) => Promise<T>) =>
  fromPromise<T, I>(({ input }) => gate.hold(id, () => call(input)));

/** The scenario label of the first outcome of `actorId` at or after step `from`, as "done:label" / "error:label". */
export function scenarioOf(path: FlowPath, actorId: string, from = 0): string | null {
  for (let i = from; i < path.steps.length; i++) {
    const event = path.steps[i]!.event as EventObject & { scenario?: string };
    if (event.type.endsWith(`.actor.${actorId}`)) return `${event.type.includes('.done.') ? 'done' : 'error'}:${event.scenario ?? ''}`;
  }
  return null;
}

let memberCounter = 0;

/** A fresh member with its own mobile number, so a path may change its password freely. */
export async function createMember(tp: TestPlatform, merchantCode: string, password: string): Promise<{ id: number; username: string; mobile: string }> {
  memberCounter += 1;
  const merchant = tp.platform.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`merchant ${merchantCode} missing`);
  const username = `mbt${String(memberCounter).padStart(5, '0')}`;
  const mobile = seedMobile(merchant, 1).slice(0, -5) + String(50000 + memberCounter).slice(-5);
  const now = tp.clock.now();
  const created = await tp.platform.stores.members.create({
    merchant: merchantCode, username, passwordHash: await hashPassword(password), passwordIsDefault: false, passwordChangedAt: now,
    type: 0, nickname: username, mobile, email: `${username}@example.com`, payeeName: null, uplineId: null, affiliateCode: null,
    profile: {}, registeredAt: now,
  });
  if (!('member' in created)) throw new Error(`could not create ${username}`);
  const member = (created as { member: { id: number } }).member;
  for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) await tp.platform.stores.members.addIp(member.id, ip, now);
  await tp.platform.stores.ledger.account(merchantCode, 'member', member.id, merchant.currency.code);
  return { id: member.id, username, mobile };
}
