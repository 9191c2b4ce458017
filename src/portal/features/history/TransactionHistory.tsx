// The member centre's transactionHistory page: one range for every tab (a preset or two dates),
// then the wallet's movements (type filter, pages, CSV export), the deposits or the withdrawals
// with their states. 12 months of history.
import './history.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '../../ui/index.ts';
import { RangePicker } from './RangePicker.tsx';
import { Movements } from './Movements.tsx';
import { DepositRecords, WithdrawalRecords } from './MoneyRecords.tsx';
import { presetRange, type Range } from './range.ts';

const TABS = ['transactions', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

export function TransactionHistory() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('week', new Date()));
  const [tab, setTab] = useState<Tab>('transactions');
  // A new range starts again from its newest page.
  const key = `${range.from}-${range.to}`;
  return (
    <div className="history-page">
      <RangePicker onChange={setRange} />
      <Tabs items={TABS.map((k) => ({ key: k, label: t(`history.tab.${k}`) }))} selected={tab} onSelect={(k) => setTab(k as Tab)} label={t('history.tabs')} idBase="history" />
      <TabPanel idBase="history" tabKey={tab}>
        {tab === 'transactions' ? <Movements key={key} range={range} /> : null}
        {tab === 'deposits' ? <DepositRecords key={key} range={range} /> : null}
        {tab === 'withdrawals' ? <WithdrawalRecords key={key} range={range} /> : null}
      </TabPanel>
    </div>
  );
}

export default TransactionHistory;
