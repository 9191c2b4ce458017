// Offering a contract (or a new version) to a direct downline agent: the agent and the period
// render from agentContractOffer's request schema with the merchant's forms.agentContractOffer
// settings; the type's tier table follows them, each threshold and rate in the one money widget
// (tier-check.ts: taken as typed or refused under its field with the rule it breaks). The whole
// table is checked with the platform's own rule (tierProblem: tiers rise level by level), then the
// confirmation step lists the tiers before anything is sent (a merchant may switch it off). The
// platform checks again, including that no rate exceeds the agent's own contract of the type; its
// refusal of a tier shows under that level's field.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import contract from '../../../../schemas/api/agentContractOffer.json';
import { CONTRACT_PERIODS, MAX_TIERS, tierProblem, type ContractPeriod, type ContractTier, type ContractType } from '../../../shared/contract-rules.ts';
import { runCall, useCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useConfirmStep } from '../../forms/confirm-step.ts';
import { MoneyField } from '../../forms/MoneyField.tsx';
import { asPlatformError } from '../../forms/server-errors.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog } from '../../ui/index.ts';
import { tierFieldOf, tierKey, useTierTools } from './tier-check.ts';
import { draftOf, fieldsOf, formatTierValue, isRate, type TierDraft } from './tiers.ts';

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
  // The checked tiers: read by send at once when the merchant switched the confirmation off.
  const checked = useRef<ContractTier[] | null>(null);
  const tools = useTierTools(ownRate, (max) => t('contract.rateHint', { min: money.percent(0.01), max: money.percent(max) }));
  const agentList = agents.data?.list;
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    username: holder === null
      ? { widget: 'select', label: 'contract.agent', choices: [{ value: '', label: t('contract.chooseAgent') }, ...(agentList ?? []).map((a) => ({ value: a.username, label: a.username }))] }
      : { widget: 'text', label: 'contract.agent', readOnly: true },
    ...(type === 'dividend' ? { period: { widget: 'select', label: 'contract.periodLabel', choices: CONTRACT_PERIODS.map((p) => ({ value: p, label: t(`contract.period.${p}`) })) } } : {}),
  }), [agentList, holder, t, type]);
  const form = useSchemaForm('agentContractOffer', spec, contract.request, { username: holder ?? '', period: firstPeriod ?? 'monthly' });
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const username = form.values.username ?? '';
  const period = (form.values.period || 'monthly') as ContractPeriod;
  const fields = fieldsOf(type);
  const withoutTierErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('tiers/')));
  const edit = (i: number, field: keyof TierDraft, value: string) => {
    setDrafts(drafts.map((d, j) => (j === i ? { ...d, [field]: value } : d)));
    const { [tierKey(i, field)]: _edited, ...left } = form.errors;
    form.setErrors(left);
    form.setFormError(null);
  };
  // Removing a level moves the ones after it: their errors no longer point at the right row.
  const remove = (i: number) => { setDrafts(drafts.filter((_, j) => j !== i)); form.setErrors(withoutTierErrors(form.errors)); };

  /** Each field as typed or its error, then the table's own rule; the tiers to send go to `checked`. */
  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (!username) found.username = t('contract.chooseAgent');
    const built: ContractTier[] = drafts.map((draft, i) => {
      const tier: ContractTier = {};
      for (const field of fields) {
        const read = tools.check(field, draft[field] ?? '');
        if (read.ok) tier[field] = read.value;
        else found[tierKey(i, field)] = read.error;
      }
      return tier;
    });
    if (Object.keys(found).length === 0) {
      const problem = tierProblem(type, type === 'dividend' ? period : null, built);
      if (problem) found[problem.tier >= 0 ? tierKey(problem.tier, problem.field) : 'period'] = errorText(t, { errorCode: problem.code });
    }
    form.setFormError(null);
    checked.current = Object.keys(found).length === 0 ? built : null;
    return found;
  };

  const send = async () => {
    const sending = checked.current;
    if (!sending?.length) return;
    setBusy(true);
    try {
      await runCall('agentContractOffer', { username, type, tiers: sending as [ContractTier, ...ContractTier[]], ...(type === 'dividend' ? { period } : {}) });
      onClose();
    } catch (failure) {
      const e = asPlatformError(failure);
      const at = tierFieldOf(e.errorCode, e.value, sending);
      if (at) {
        form.setErrors({ ...withoutTierErrors(form.errors), [at]: e.errorCode === 'validation.failed' ? t('form.server.invalid') : errorText(t, e) });
        form.setFormError(null);
      } else form.refused(failure);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => submitChecked(check, send);
  const tierText = (tier: ContractTier) => fields.map((f) => `${t(`contract.field.${f}`)} ${formatTierValue(f, tier[f], money)}`).join(' · ');
  return (
    <>
      <Dialog title={t('contract.offerTitle', { type: t(`contract.type.${type}`) })} onClose={onClose} closeLabel={t('common.close')} size="large">
        <SchemaForm state={form} className="form contract-offer" onSubmit={submit}>
          <p className="form-hint">{ownRate === null ? t('contract.noOwn') : t('contract.ownRate', { rate: money.percent(ownRate) })} {t('contract.tiersRule')}</p>
          {drafts.map((draft, i) => (
            <fieldset key={i /* a tier is its level */} className="tier-row">
              <legend>{t('contract.tierNumber', { tier: money.count(i + 1) })}</legend>
              {fields.map((f) => (
                <MoneyField key={f} id={`offer-${tierKey(i, f).replaceAll('/', '-')}`} name={tierKey(i, f)} label={`${t(`contract.field.${f}`)}${isRate(f) ? ' (%)' : ''}`}
                  tools={tools.toolsOf(f)} hint={tools.hintOf(f)} value={draft[f] ?? ''} error={form.errors[tierKey(i, f)]} onChange={(value) => edit(i, f, value)} />
              ))}
              {drafts.length > 1 ? <Button size="small" onClick={() => remove(i)}>{t('contract.removeTier')}</Button> : null}
            </fieldset>
          ))}
          {drafts.length < MAX_TIERS ? <Button size="small" onClick={() => setDrafts([...drafts, {}])}>{t('contract.addTier')}</Button> : null}
          <Button type="submit" variant="primary" busy={busy}>{t('contract.sendOffer')}</Button>
        </SchemaForm>
      </Dialog>
      {confirming && checked.current ? (
        <ConfirmStep title={t('contract.offerConfirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={[
            { label: t('contract.agent'), value: username },
            ...(type === 'dividend' ? [{ label: t('contract.periodLabel'), value: t(`contract.period.${period}`) }] : []),
            ...checked.current.map((tier, i) => ({ label: t('contract.tierNumber', { tier: money.count(i + 1) }), value: tierText(tier) })),
          ]} />
      ) : null}
    </>
  );
}
