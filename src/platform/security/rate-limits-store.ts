/**
 * Rate limits as rows, so they hold across restarts and across servers sharing one database.
 * A rule has an optional minimum interval (the spec's "1 per second"), a window budget, and a
 * block: exceeding the budget blocks the key for `blockMs` (the spec's 5 minutes).
 */
import type { Database } from '../db/database.ts';

export interface RateRule {
  minIntervalMs?: number;
  windowMs: number;
  max: number;
  blockMs: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimitStore {
  hit(key: string, rule: RateRule, now: number): Promise<RateDecision>;
  blockedFor(key: string, now: number): Promise<number>;
}

export function createRateLimitStore(db: Database): RateLimitStore {
  return {
    hit(key, rule, now) {
      return db.transaction(async (tx) => {
        await tx.query('INSERT INTO rate_limits (key, last_at, window_start, window_count) VALUES ($1, 0, $2, 0) ON CONFLICT DO NOTHING', [key, now]);
        const rows = await tx.query<Record<string, unknown>>('SELECT * FROM rate_limits WHERE key = $1 FOR UPDATE', [key]);
        const row = rows[0];
        if (!row) throw new Error('rate limit row vanished');
        const blockedUntil = Number(row.blocked_until);
        if (blockedUntil > now) return { allowed: false, retryAfterMs: blockedUntil - now };
        const lastAt = Number(row.last_at);
        let windowStart = Number(row.window_start);
        let count = Number(row.window_count);
        if (now - windowStart >= rule.windowMs) {
          windowStart = now;
          count = 0;
        }
        count += 1;
        const tooSoon = rule.minIntervalMs !== undefined && lastAt > 0 && now - lastAt < rule.minIntervalMs;
        const overBudget = count > rule.max;
        const block = overBudget ? now + rule.blockMs : 0;
        await tx.query('UPDATE rate_limits SET last_at = $2, window_start = $3, window_count = $4, blocked_until = $5 WHERE key = $1', [
          key, tooSoon ? lastAt : now, windowStart, count, block,
        ]);
        if (overBudget) return { allowed: false, retryAfterMs: rule.blockMs };
        if (tooSoon) return { allowed: false, retryAfterMs: (rule.minIntervalMs ?? 0) - (now - lastAt) };
        return { allowed: true, retryAfterMs: 0 };
      });
    },
    async blockedFor(key, now) {
      const rows = await db.query<{ blocked_until: unknown }>('SELECT blocked_until FROM rate_limits WHERE key = $1', [key]);
      const until = Number(rows[0]?.blocked_until ?? 0);
      return until > now ? until - now : 0;
    },
  };
}
