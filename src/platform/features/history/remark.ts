import type { Movement } from './store.ts';

/** What a movement belongs to, from its idempotency key: the number a member recognises. */
export function remarkOf(m: Pick<Movement, 'kind' | 'sourceKey' | 'memo'>): string | null {
  const deposit = /^deposit:([0-9]+):/.exec(m.sourceKey);
  if (deposit) return `D${deposit[1]}`;
  const withdrawal = /^withdrawal:([0-9]+):/.exec(m.sourceKey);
  if (withdrawal) return `W${withdrawal[1]}`;
  const round = /^game:[0-9]+:(.+):(bet|win)$/.exec(m.sourceKey);
  if (round) return round[1] ?? null;
  // A team transfer: its number, then the sender's remark.
  const transfer = /^transfer:([0-9]+)$/.exec(m.sourceKey);
  if (transfer) return m.memo ? `T${transfer[1]} ${m.memo}` : `T${transfer[1]}`;
  if (m.kind === 'member_transfer') return m.memo;
  return null;
}
