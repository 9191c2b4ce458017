// The transaction history's list (member centre page transactionHistory): the wallet's movements
// (type filter, pages, CSV export), the deposits or the withdrawals with their states, of the
// range and the records the page's filter holds (a listFilter block, list history, above it sets
// them; without one, the last 7 days' movements). 12 months of history.
import './history.css';
import { FilterPanel } from '../../engine/FilterPanel.tsx';
import { useFilterRange } from '../../blocks/listFilter/use-filter-range.ts';
import { filter as declared, historyFilter } from '../../blocks/transactionHistory/filter.ts';
import { Movements } from './Movements.tsx';
import { DepositRecords, WithdrawalRecords } from './MoneyRecords.tsx';

export function TransactionHistory() {
  const [filter, range] = useFilterRange(declared.name, historyFilter, declared.rangePreset ?? 'week');
  // A new range starts again from its newest page.
  const key = `${range.from}-${range.to}`;
  return (
    <FilterPanel name={declared.name} field="type" value={filter.type} className="history-page">
      {filter.type === 'transactions' ? <Movements key={key} range={range} /> : null}
      {filter.type === 'deposits' ? <DepositRecords key={key} range={range} /> : null}
      {filter.type === 'withdrawals' ? <WithdrawalRecords key={key} range={range} /> : null}
    </FilterPanel>
  );
}

export default TransactionHistory;
