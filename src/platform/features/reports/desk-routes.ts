/**
 * The desk's money report (GLI-19 2.9.1): deposits, withdrawals, stakes, wins, gross gaming revenue
 * and bonuses for a merchant day, month-to-date, year-to-date and life-to-date, from the ledger,
 * with the member statement's categories. Finance and admin (the call schema's roles); an operator
 * sees only their own merchant.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { dayFieldError, isCalendarDay, merchantDay } from '../../merchant-day.ts';
import { requireOperator } from '../desk/index.ts';
import { statementCategory } from '../statements/index.ts';
import { merchantUtcOffsetMinutes } from '../team/index.ts';
import { reportPeriods } from './periods.ts';
import type { KindTotal } from './store.ts';

const REPORTED = ['deposit', 'withdrawal', 'bet', 'win', 'bonus'] as const;

export function createDeskReportRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskReport', async (request) => {
      const operator = requireOperator(request);
      const merchant = request.merchant;
      const offset = merchantUtcOffsetMinutes(merchant);
      const day = request.query.day ?? merchantDay(clock.now(), offset);
      if (!isCalendarDay(day)) throw new ApiError(400, 'validation.failed', 'The day is a date written YYYY-MM-DD', dayFieldError('day'));
      const periods = await Promise.all(
        reportPeriods(day, offset).map(async (p) => ({ ...p, sums: await stores.reports.sumsByKind(operator.merchant, p.from, p.to) })),
      );
      return ok({
        day,
        currency: merchant.currency.code,
        decimals: merchant.currency.decimals,
        periods: periods.map(({ period, firstDay, sums }) => {
          const total = byCategory(sums);
          const stakes = -total.bet.amountMinor;
          return {
            period, from: firstDay, to: day,
            noActivity: REPORTED.every((category) => total[category].count === 0),
            depositsMinor: total.deposit.amountMinor,
            withdrawalsMinor: -total.withdrawal.amountMinor,
            stakesMinor: stakes,
            winsMinor: total.win.amountMinor,
            ggrMinor: stakes - total.win.amountMinor,
            bonusesMinor: total.bonus.amountMinor,
          };
        }),
      });
    });
  };
}

function byCategory(sums: readonly KindTotal[]): Record<(typeof REPORTED)[number], { amountMinor: number; count: number }> {
  const total = Object.fromEntries(REPORTED.map((c) => [c, { amountMinor: 0, count: 0 }])) as Record<(typeof REPORTED)[number], { amountMinor: number; count: number }>;
  for (const s of sums) {
    const category = statementCategory(s.kind);
    if (!(REPORTED as readonly string[]).includes(category)) continue;
    const t = total[category as (typeof REPORTED)[number]];
    t.amountMinor += s.amountMinor;
    t.count += s.count;
  }
  return total;
}
