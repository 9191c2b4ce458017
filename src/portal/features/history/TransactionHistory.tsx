// The member centre's transactionHistory page: one range for every tab (a preset or two dates),
// then the wallet's movements (type filter, pages, CSV export). 12 months of history.
import './history.css';
import { useState } from 'react';
import { RangePicker } from './RangePicker.tsx';
import { Movements } from './Movements.tsx';
import { presetRange, type Range } from './range.ts';

export function TransactionHistory() {
  const [range, setRange] = useState<Range>(() => presetRange('week', new Date()));
  return (
    <div className="history-page">
      <RangePicker onChange={setRange} />
      {/* A new range starts again from its newest page. */}
      <Movements key={`${range.from}-${range.to}`} range={range} />
    </div>
  );
}

export default TransactionHistory;
