// The holder's request for a new contract at a rate, rendered from agentContractRequest's request
// schema with the merchant's forms.agentContractRequest settings. The contract machine sends it
// (its requestingNewContract step); the platform's refusal comes back as the machine's error and
// shows under the field its contract names. The rate is taken as typed (digits, two decimals at
// most) or refused here; its upper bound is the platform's rule, so its refusal is the one text.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import contract from '../../../../schemas/api/agentContractRequest.json';
import type { FlowError } from '../../../../flows/types.ts';
import { flowPlatformError } from '../../forms/server-errors.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button } from '../../ui/index.ts';

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

interface Props {
  /** The machine is sending this request. */
  sending: boolean;
  /** Another step runs, or a request is already open. */
  disabled: boolean;
  /** The machine's refusal of this request (null: none). */
  refusal: FlowError | null;
  onAsk: (rate: number) => void;
}

export function AskNewContract({ sending, disabled, refusal, onAsk }: Props) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    rate: { widget: 'text', label: 'contract.askRate', inputMode: 'decimal' },
  }), []);
  const form = useSchemaForm('agentContractRequest', spec, contract.request, { rate: '' });
  // Each new refusal once, under its field (React's pattern for state that follows a prop).
  const [shown, setShown] = useState<FlowError | null>(null);
  if (refusal !== shown) {
    setShown(refusal);
    if (refusal) form.refused(flowPlatformError(refusal));
  }
  const ask = () => {
    const typed = (form.values.rate ?? '').trim();
    const own: Record<string, string> = {};
    if (!RATE.test(typed) || Number(typed) <= 0) own.rate = errorText(t, { errorCode: typed.startsWith('-') ? 'contract.rate.negative' : 'contract.rate.range' });
    if (form.checkPatterns(own)) onAsk(Number(typed));
  };
  return (
    <SchemaForm state={form} className="contract-ask" label={t('contract.askNew')} disabled={disabled} onSubmit={ask}>
      <Button type="submit" busy={sending} disabled={disabled}>{t('contract.askNew')}</Button>
    </SchemaForm>
  );
}
