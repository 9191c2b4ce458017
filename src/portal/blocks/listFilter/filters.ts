// The filters of the lists a listFilter block filters (engine/page-filter.ts): what the block
// shows and writes, and what the lists' blocks read (they import them from here). One schema
// object each, so the hook's memo holds across renders.
import type { FilterSchema } from '../../engine/page-filter.ts';

export const CONTRACT_TYPES = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;

/** My income: all settlements or one contract type's. */
export const incomeFilter = {
  type: { kind: 'choice', values: ['all', ...CONTRACT_TYPES], default: 'all' },
} as const satisfies FilterSchema;

/** The downline: direct players or direct agents, and a username to look for. */
export const downlineFilter = {
  type: { kind: 'choice', values: ['players', 'agents'], default: 'players' },
  search: { kind: 'text', maxLength: 30, default: '' },
} as const satisfies FilterSchema;
