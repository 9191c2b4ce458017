// Every version of one holder's contract of a type, newest first, each with its tiers and the
// actions on it (who, when, from which state to which): the audit trail the platform keeps.
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { useMoney } from '../../app/money.ts';
import { Badge } from '../../ui/index.ts';
import { stateText, stateTone } from './state-text.ts';
import { TierTable } from './TierTable.tsx';

export function ContractHistory({ versions }: { versions: readonly AgentContract[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sorted = [...versions].sort((a, b) => b.id - a.id);
  return (
    <ol className="contract-versions">
      {sorted.map((row) => (
        <li key={row.id} className="contract-version">
          <h4>
            {t('contract.version', { version: money.count(row.version) })} <Badge tone={stateTone(row)}>{stateText(t, row, money)}</Badge>
          </h4>
          <TierTable type={row.type} tiers={row.tiers} caption={t('contract.tiersOf', { version: row.version })} />
          <ul className="contract-events">
            {row.history.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <time dateTime={new Date(e.at).toISOString()}>{money.dateTime(e.at)}</time>{' '}
                {t(`contract.action.${e.action}`, { defaultValue: t('contract.action.other') })} · {e.actorKind === 'operator' ? t('contract.operator') : e.actor}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
