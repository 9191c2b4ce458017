// Offering a contract (or a new version) to a direct downline agent: the type's tier table to fill
// (thresholds in the merchant's money, rates in percent), checked with the platform's own rule
// (tierProblem: tiers rise level by level) before sending; the platform checks again, including
// that no rate exceeds the agent's own contract of the type. The agent and the period render from
// agentContractOffer's request schema with the merchant's forms.agentContractOffer settings; the
// tier table follows them.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import contract from '../../../../schemas/api/agentContractOffer.json';
import { CONTRACT_PERIODS, MAX_TIERS, tierProblem, type ContractPeriod, type ContractTier, type ContractType } from '../../../shared/contract-rules.ts';
import { runCall, useCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog, Input } from '../../ui/index.ts';
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
  const [drafts, setDrafts] = useState<TierDraft[]>(() => (tiers.length > 0 ? tiers.map((tier) => draftOf(tier, decimals)) : [{}]));
  const [busy, setBusy] = useState(false);
  const agentList = agents.data?.list;
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    username: holder === null
      ? { widget: 'select', label: 'contract.agent', choices: [{ value: '', label: t('contract.chooseAgent') }, ...(agentList ?? []).map((a) => ({ value: a.username, label: a.username }))] }
      : { widget: 'text', label: 'contract.agent', readOnly: true },
    ...(type === 'dividend' ? { period: { widget: 'select', label: 'contract.periodLabel', choices: CONTRACT_PERIODS.map((p) => ({ value: p, label: t(`contract.period.${p}`) })) } } : {}),
  }), [agentList, holder, t, type]);
  const form = useSchemaForm('agentContractOffer', spec, contract.request, { username: holder ?? '', period: firstPeriod ?? 'monthly' });
  const username = form.values.username ?? '';
  const period = (form.values.period || 'monthly') as ContractPeriod;
  const fields = fieldsOf(type);
  const edit = (i: number, field: keyof TierDraft, value: string) => setDrafts(drafts.map((d, j) => (j === i ? { ...d, [field]: value } : d)));

  const submit = async () => {
    const [first, ...rest] = drafts.map((d) => tierOf(type, d, decimals));
    if (!first) return undefined;
    const built: [ContractTier, ...ContractTier[]] = [first, ...rest];
    const problem = tierProblem(type, type === 'dividend' ? period : null, built);
    const found = form.patternErrors();
    if (!username) found.username = t('contract.chooseAgent');
    form.setErrors(found);
    form.setFormError(null);
    if (Object.keys(found).length) return undefined;
    if (problem) {
      const where = problem.tier >= 0 ? `${t('contract.tierNumber', { tier: money.count(problem.tier + 1) })}, ${t(`contract.field.${problem.field}`)}: ` : '';
      return form.setFormError(where + errorText(t, { errorCode: problem.code }));
    }
    setBusy(true);
    try {
      await runCall('agentContractOffer', { username, type, tiers: built, ...(type === 'dividend' ? { period } : {}) });
      onClose();
    } catch (failure) {
      form.refused(failure, (code) => (code.startsWith('agent.') || code.startsWith('member.') ? 'username' : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('contract.offerTitle', { type: t(`contract.type.${type}`) })} onClose={onClose} closeLabel={t('common.close')} size="large">
      <SchemaForm state={form} className="form contract-offer" onSubmit={() => void submit()}>
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
        <Button type="submit" variant="primary" busy={busy}>{t('contract.sendOffer')}</Button>
      </SchemaForm>
    </Dialog>
  );
}
