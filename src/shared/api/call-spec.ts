/**
 * A call's flags, the way the portal reaches them. A guest's first page needs only the calls a
 * visitor can make (auth none or optional, src/generated/api/calls-guest.ts: about a third of the
 * table, 19 KB of the whole table's 27 KB raw); the calls that need a session
 * (calls-signed-in.ts) are a chunk of their own, loaded with a member's first such call (or
 * earlier, preloadSignedInCalls). Never import `calls` (calls.ts) from portal code: it is both parts.
 */
import { guestCalls } from '../../generated/api/calls-guest.ts';
import type { CallName, CallSpec } from './calls.ts';

const guestTable: Partial<Record<CallName, CallSpec>> = guestCalls;

type SignedInTable = Partial<Record<CallName, CallSpec>>;
let signedIn: Promise<SignedInTable> | null = null;

/** Starts loading the signed-in calls' flags (the page has a session: its first calls need them). */
export function preloadSignedInCalls(): Promise<SignedInTable> {
  if (!signedIn) {
    signedIn = import('../../generated/api/calls-signed-in.ts').then((module): SignedInTable => module.signedInCalls);
    signedIn.catch(() => {
      signedIn = null; // a failed chunk load may be retried by the next call
    });
  }
  return signedIn;
}

/** The flags of a call a visitor can make; undefined for one that needs a session. */
export const guestCallSpec = (name: CallName): CallSpec | undefined => guestTable[name];

/**
 * Whether the call sends the session token. Every call outside the guests' part needs a session
 * (auth member, real or agent), so it does; answered without loading that part.
 */
export const sendsToken = (name: CallName): boolean => guestTable[name]?.token ?? true;

/** A call's flags, loading the signed-in part when the call is one of it. */
export async function callSpec(name: CallName): Promise<CallSpec> {
  const spec = guestTable[name] ?? (await preloadSignedInCalls())[name];
  if (!spec) throw new Error(`unknown call ${name}`);
  return spec;
}

/** The reads a call makes stale when it succeeds (its call schema's `invalidates`). */
export async function invalidatedBy(name: CallName): Promise<readonly CallName[]> {
  const spec: { invalidates?: readonly CallName[] } = (await callSpec(name)) as unknown as { invalidates?: readonly CallName[] };
  return spec.invalidates ?? [];
}
