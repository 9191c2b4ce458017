// Offering a contract (or a new version) to a direct downline agent: the type's tier table to fill
// (thresholds in the merchant's money, rates in percent), checked with the platform's own rule
// (tierProblem: tiers rise level by level) before sending; the platform checks again, including
// that no rate exceeds the agent's own contract of the type.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_PERIODS, MAX_TIERS, tierProblem, type ContractPeriod, type ContractTier, type ContractType } from '../../../shared/contract-rules.ts';
import { runCall, useCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Dialog, Input, Select } from '../../ui/index.ts';
import { draftOf, fieldsOf, isMoney, isRate, tierOf, type TierDraft } from './tiers.ts';

export interface OfferProps {
  type: ContractType;
  /** The holder when the offer answers a row (a new version); null: choose a downline agent. */
  holder: string | null;
  tiers: readonly ContractTier[];
  period: ContractPeriod | null;
  /** The top rate of the reader's own contract of the type (null: none, the platform refuses). */
  ownRate: number | null;
  onClose: () => void;
}

export function OfferForm({ type, holder, tiers, period: firstPeriod, ownRate, onClose }: OfferProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const decimals = useConfig().identity.currency.decimals;
  const agents = useCall('agentDownline', { request: { kind: 'agents' }, enabled: holder === null });
  const [username, setUsername] = useState(holder ?? '');
  const [period, setPeriod] = useState<ContractPeriod>(firstPeriod ?? 'monthly');
  const [drafts, setDrafts] = useState<TierDraft[]>(() => (tiers.length > 0 ? tiers.map((tier) => draftOf(tier, decimals)) : [{}]));
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fields = fieldsOf(type);
  const edit = (i: number, field: keyof TierDraft, value: string) => setDrafts(drafts.map((d, j) => (j === i ? { ...d, [field]: value } : d)));

  const submit = async () => {
    const [first, ...rest] = drafts.map((d) => tierOf(type, d, decimals));
    if (!first) return undefined;
    const built: [ContractTier, ...ContractTier[]] = [first, ...rest];
    const problem = tierProblem(type, type === 'dividend' ? period : null, built);
    if (!username) return setState({ busy: false, error: t('contract.chooseAgent') });
    if (problem) {
      const where = problem.tier >= 0 ? `${t('contract.tierNumber', { tier: money.count(problem.tier + 1) })}, ${t(`contract.field.${problem.field}`)}: ` : '';
      return setState({ busy: false, error: where + errorText(t, { errorCode: problem.code }) });
    }
    setState({ busy: true, error: null });
    try {
      await runCall('agentContractOffer', { username, type, tiers: built, ...(type === 'dividend' ? { period } : {}) });
      onClose();
    } catch (failure) {
      setState({ busy: false, error: errorText(t, failure as { errorCode?: string }) });
    }
  };

  const choices = (agents.data?.list ?? []).map((a) => ({ value: a.username, label: a.username }));
  return (
    <Dialog title={t('contract.offerTitle', { type: t(`contract.type.${type}`) })} onClose={onClose} closeLabel={t('common.close')} size="large">
      <form className="form contract-offer" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        {holder === null ? (
          <Select label={t('contract.agent')} name="username" value={username} onChange={(e) => setUsername(e.target.value)}
            options={[{ value: '', label: t('contract.chooseAgent') }, ...choices]} />
        ) : <p><strong>{t('contract.agent')}:</strong> {holder}</p>}
        {type === 'dividend' ? (
          <Select label={t('contract.periodLabel')} name="period" value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
            options={CONTRACT_PERIODS.map((p) => ({ value: p, label: t(`contract.period.${p}`) }))} />
        ) : null}
        <p className="form-hint">{ownRate === null ? t('contract.noOwn') : t('contract.ownRate', { rate: money.percent(ownRate) })} {t('contract.tiersRule')}</p>
        {drafts.map((draft, i) => (
          <fieldset key={i /* a tier is its level */} className="tier-row">
            <legend>{t('contract.tierNumber', { tier: money.count(i + 1) })}</legend>
            {fields.map((f) => (
              <Input key={f} label={`${t(`contract.field.${f}`)}${isRate(f) ? ' (%)' : ''}`} name={`tier${i}-${f}`} inputMode={isMoney(f) || isRate(f) ? 'decimal' : 'numeric'}
                autoComplete="off" value={draft[f] ?? ''} onChange={(e) => edit(i, f, e.target.value)} />
            ))}
            {drafts.length > 1 ? <Button size="small" onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}>{t('contract.removeTier')}</Button> : null}
          </fieldset>
        ))}
        {drafts.length < MAX_TIERS ? <Button size="small" onClick={() => setDrafts([...drafts, {}])}>{t('contract.addTier')}</Button> : null}
        {state.error ? <p className="form-error" role="alert">{state.error}</p> : null}
        <Button type="submit" variant="primary" busy={state.busy}>{t('contract.sendOffer')}</Button>
      </form>
    </Dialog>
  );
}
