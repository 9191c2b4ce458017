// The living style page (/styleguide, development only): every design-system component in each
// merchant's theme, light and dark. It reads the themes from GET /dev/themes, which exists only
// with DEV_TOOLS=1, so a production platform shows "page not found" here. Developer-facing
// sample texts are plain English on purpose: this page is never shown to members.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Gift, Wallet } from 'lucide-react';
import { useCall } from '../api/query.ts';
import { themeInScheme, themeProperties } from '../engine/theme.ts';
import { Badge, Button, Card, DataTable, Dialog, EmptyState, Flag, IconButton, Input, Select, Sheet, Skeleton, TabPanel, Tabs, showToast, type Column } from '../ui/index.ts';
import { NotFoundSection } from './NotFound.tsx';
import { loadLanguageCatalogue } from '../i18n/language-art.ts';

interface Row { id: string; time: string; type: string; amount: string; status: ReactNode }
const ROWS: Row[] = [
  { id: 'D1', time: '2026-11-24 14:02', type: 'Deposit', amount: '1,000.00', status: <Badge tone="success">Approved</Badge> },
  { id: 'W1', time: '2026-11-24 15:40', type: 'Withdrawal', amount: '500.00', status: <Badge tone="warning">Processing</Badge> },
  { id: 'D2', time: '2026-11-23 09:15', type: 'Deposit', amount: '200.00', status: <Badge tone="danger">Rejected</Badge> },
];
const COLUMNS: Column<Row>[] = [
  { key: 'time', header: 'Time', label: 'Time', cell: (r) => r.time, primary: true },
  { key: 'type', header: 'Type', label: 'Type', cell: (r) => r.type },
  { key: 'amount', header: 'Amount', label: 'Amount', cell: (r) => r.amount, align: 'end' },
  { key: 'status', header: 'Status', label: 'Status', cell: (r) => r.status },
];

function Themed({ theme, children }: { theme: Record<string, unknown>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    for (const [property, value] of Object.entries(themeProperties(theme))) el.style.setProperty(property, value);
  }, [theme]);
  return <div ref={ref} className="styleguide-theme">{children}</div>;
}

function Samples({ id }: { id: string }) {
  const [tab, setTab] = useState('all');
  const [open, setOpen] = useState<'dialog' | 'sheet' | 'drawer' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="styleguide-grid">
      <Card title="Buttons">
        <div className="styleguide-row">
          <Button variant="primary" icon={<Wallet aria-hidden="true" size={18} />}>Deposit</Button>
          <Button>Secondary</Button>
          <Button variant="danger">Cancel order</Button>
          <Button variant="primary" busy>Saving</Button>
          <Button disabled>Disabled</Button>
          <IconButton label="Notifications" icon={<Bell aria-hidden="true" size={20} />} />
        </div>
      </Card>
      <Card title="Fields">
        <Input label="Account" placeholder="6-16 letters or digits" hint="Letters and digits" />
        <Input label="Amount" defaultValue="5" error="At least 100.00" inputMode="decimal" />
        <Select label="Bank" options={[{ value: 'a', label: 'City Bank' }, { value: 'b', label: 'bKash' }]} />
      </Card>
      <Card title="Tabs, badges, skeleton">
        <Tabs idBase={`${id}-tabs`} label="Records" selected={tab} onSelect={setTab} items={[{ key: 'all', label: 'All' }, { key: 'dep', label: 'Deposits', badge: <Badge tone="primary">2</Badge> }, { key: 'wd', label: 'Withdrawals' }]} />
        <TabPanel idBase={`${id}-tabs`} tabKey={tab}>
          <div className="styleguide-row">
            <Badge>Neutral</Badge><Badge tone="primary">VIP 3</Badge><Badge tone="success">Approved</Badge><Badge tone="warning">Pending</Badge><Badge tone="danger">Rejected</Badge>
          </div>
          <Skeleton height="1rem" width="70%" />
          <Skeleton height="4rem" />
        </TabPanel>
      </Card>
      <Card title="Table (cards on a phone)">
        <DataTable caption="Transactions" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />
      </Card>
      <Card title="Empty state, flags">
        <EmptyState title="No records in this period" description="Try another date range." icon={<Gift aria-hidden="true" size={40} />} action={<Button variant="primary">Deposit now</Button>} />
        <div className="styleguide-row">{['BN', 'EN', 'VI', 'CN', 'TH', 'AR', 'JA', 'KO', 'XX'].map((c) => <span key={c}><Flag code={c} /> {c}</span>)}</div>
      </Card>
      <Card title="Overlays">
        <div className="styleguide-row">
          <Button onClick={() => setOpen('dialog')}>Open dialog</Button>
          <Button onClick={() => setOpen('sheet')}>Open sheet</Button>
          <Button onClick={() => setOpen('drawer')}>Open drawer</Button>
          <Button onClick={() => showToast('Saved', 'success')}>Show toast</Button>
        </div>
      </Card>
      {open === 'dialog' ? (
        <Dialog title="Confirm withdrawal" closeLabel="Close" onClose={close} footer={<><Button onClick={close}>Cancel</Button><Button variant="primary" onClick={close}>Confirm</Button></>}>
          <Input label="Transaction password" type="password" autoComplete="off" />
        </Dialog>
      ) : null}
      {open === 'sheet' ? <Sheet title="Choose a vendor" closeLabel="Close" onClose={close}><Button block onClick={close}>PG Soft</Button><Button block onClick={close}>JILI</Button></Sheet> : null}
      {open === 'drawer' ? <Sheet side="start" title="Menu" closeLabel="Close" onClose={close}><Button block onClick={close}>Promotions</Button></Sheet> : null}
    </div>
  );
}

export function StyleGuideSection() {
  const { t } = useTranslation();
  const themes = useCall('devThemes');
  // The flags' row shows the whole catalogue's drawings, which a page otherwise loads with the language picker.
  useEffect(() => void loadLanguageCatalogue().catch(() => undefined), []);
  if (themes.isPending) return <p role="status">{t('common.loading')}</p>;
  if (!themes.data) return <NotFoundSection />;
  return (
    <div className="styleguide">
      <h1>Style guide</h1>
      {themes.data.merchants.flatMap((m) => (['light', 'dark'] as const).map((scheme) => {
        const theme = themeInScheme(m.theme as unknown as { colors: Record<string, string> }, scheme);
        return (
          <Themed key={`${m.code}-${scheme}`} theme={theme}>
            <h2 id={`${m.code}-${scheme}`}>{m.displayName} ({m.code}), {scheme}</h2>
            <Samples id={`${m.code}-${scheme}`} />
          </Themed>
        );
      }))}
    </div>
  );
}
