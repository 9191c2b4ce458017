// A contract's state as its reader should read it (peers show three different states
// all as "Pending"; here an offer waiting for the reader never reads like one waiting for the
// other side, and a request says who asked and for what).
import type { TFunction } from 'i18next';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import type { Money } from '../../app/money.ts';
import type { Tone } from '../../ui/index.ts';

/** The other party's name as the reader knows it (the operator when the desk gave it). */
export const otherParty = (t: TFunction, row: AgentContract): string => (row.side === 'holder' ? row.offerer ?? t('contract.operator') : row.holder);

export function stateText(t: TFunction, row: AgentContract, money: Money): string {
  const name = otherParty(t, row);
  if (row.status === 'offered') return row.side === 'holder' ? t('contract.state.offeredYou') : t('contract.state.offeredThem', { name });
  if (row.status === 'active' && row.request) {
    const mine = row.request.by === row.side;
    const rate = row.request.rate === null ? '' : money.percent(row.request.rate);
    if (row.request.kind === 'termination') return mine ? t('contract.state.terminationAskedByYou') : t('contract.state.terminationAskedBy', { name });
    return mine ? t('contract.state.newAskedByYou', { rate }) : t('contract.state.newAskedBy', { name, rate });
  }
  if (row.status === 'active') return t('contract.state.active');
  if (row.status === 'rejected') return t('contract.state.rejected');
  return t(`contract.end.${row.endReason ?? 'byHolder'}`);
}

export function stateTone(row: AgentContract): Tone {
  if (row.awaiting === 'you') return 'warning';
  if (row.status === 'active') return 'success';
  if (row.status === 'offered') return 'primary';
  return 'neutral';
}
