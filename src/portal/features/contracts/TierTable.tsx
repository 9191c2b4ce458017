// A contract's tiers: one row per level, the type's thresholds then its rates. The design
// system's table, so on a phone each level is a card and the rate never scrolls out of sight.
import { useTranslation } from 'react-i18next';
import type { ContractTier, ContractType } from '../../../shared/contract-rules.ts';
import { useMoney } from '../../app/money.ts';
import { DataTable, type Column } from '../../ui/index.ts';
import { fieldsOf, formatTierValue } from './tiers.ts';

type Level = { level: number; tier: ContractTier };

export function TierTable({ type, tiers, caption }: { type: ContractType; tiers: readonly ContractTier[]; caption: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: Column<Level>[] = [
    { key: 'level', header: t('contract.tier'), label: t('contract.tier'), cell: (r) => t('contract.tierNumber', { tier: money.count(r.level) }), primary: true },
    ...fieldsOf(type).map((f): Column<Level> => ({
      key: f, header: t(`contract.field.${f}`), label: t(`contract.field.${f}`), cell: (r) => formatTierValue(f, r.tier[f], money), align: 'end',
    })),
  ];
  return (
    <div className="tier-table">
      <DataTable columns={columns} rows={tiers.map((tier, i) => ({ level: i + 1, tier }))} rowKey={(r) => String(r.level)} caption={caption} />
    </div>
  );
}
