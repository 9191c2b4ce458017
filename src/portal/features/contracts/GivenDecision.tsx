// The upline's decisions on a contract it gave, each a form rendered from its call's request
// schema with the merchant's forms.<call> settings: refusing the holder's request and granting a
// termination (agentContractDecide), asking the holder to end it (agentContractRequest). Their
// fields (the contract, the decision) are hidden and sent as set, so the dialog is the form's
// confirmation step: it names the agent and the contract, nothing is sent before its button, and
// Back (or Escape) changes nothing. The step is always on: these act on another agent's income.
// The platform's refusal shows in the dialog.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import decideCall from '../../../../schemas/api/agentContractDecide.json';
import requestCall from '../../../../schemas/api/agentContractRequest.json';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog } from '../../ui/index.ts';
import { stateText } from './state-text.ts';

export type GivenAction = 'refuse' | 'grantTermination' | 'askTermination';

const DECIDE: Record<string, FieldSpec> = {
  id: { widget: 'hidden', label: 'contract.agent' },
  decision: { widget: 'hidden', label: 'contract.stateColumn' },
};
const REQUEST: Record<string, FieldSpec> = {
  id: { widget: 'hidden', label: 'contract.agent' },
  kind: { widget: 'hidden', label: 'contract.stateColumn' },
};

/** Each action's call, its hidden values and its texts. */
const ACTIONS = {
  refuse: { call: 'agentContractDecide', values: { decision: 'reject' }, title: 'contract.refuseTitle', question: 'contract.refuseQuestion', ok: 'contract.refuse', danger: false },
  grantTermination: { call: 'agentContractDecide', values: { decision: 'terminate' }, title: 'contract.terminateTitle', question: 'contract.terminateQuestion', ok: 'contract.terminate', danger: true },
  askTermination: { call: 'agentContractRequest', values: { kind: 'termination' }, title: 'contract.askTerminateTitle', question: 'contract.askTerminateQuestion', ok: 'contract.askTerminate', danger: false },
} as const;

export function GivenDecision({ row, action, onClose }: { row: AgentContract; action: GivenAction; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { call, values, title, question, ok, danger } = ACTIONS[action];
  const decide = call === 'agentContractDecide';
  const own = useMemo(() => ({ id: String(row.id), ...values }), [row.id, values]);
  const form = useSchemaForm(call, decide ? DECIDE : REQUEST, decide ? decideCall.request : requestCall.request, own);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const id = Number(form.values.id);
      if (decide) await runCall('agentContractDecide', { id, decision: form.values.decision as 'reject' | 'terminate' });
      else await runCall('agentContractRequest', { id, kind: form.values.kind as 'termination' });
      onClose();
    } catch (failure) {
      form.refused(failure);
      setBusy(false);
    }
  };
  return (
    <Dialog title={t(title)} onClose={onClose} closeLabel={t('common.close')} size="small" role="alertdialog" className="form-confirm">
      <SchemaForm state={form} className="given-decision" onSubmit={() => void send()}
        lead={<p>{t(question, { name: row.holder })}</p>}>
        <dl className="form-confirm-rows">
          <div><dt>{t('contract.agent')}</dt><dd>{row.holder}</dd></div>
          <div><dt>{t('contract.stateColumn')}</dt><dd>{stateText(t, row, money)}</dd></div>
          <div><dt>{t('contract.topRate')}</dt><dd>{money.percent(row.rate)}</dd></div>
        </dl>
        <div className="form-confirm-actions">
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>{t(ok)}</Button>
          <Button onClick={onClose} disabled={busy}>{t('contract.back')}</Button>
        </div>
      </SchemaForm>
    </Dialog>
  );
}
