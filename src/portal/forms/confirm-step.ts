// A money form's submit: check the fields, then either open the confirmation step or send at
// once when the merchant switched the step off for this form.
import { useState } from 'react';
import type { SchemaFormState } from './SchemaForm.tsx';

export function useConfirmStep(form: Pick<SchemaFormState, 'confirm' | 'setErrors'>) {
  const [confirming, setConfirming] = useState(false);
  const submitChecked = (check: () => Record<string, string>, send: () => Promise<void>) => {
    const found = check();
    form.setErrors(found);
    if (Object.keys(found).length) return;
    if (form.confirm) setConfirming(true);
    else void send();
  };
  return { confirming, setConfirming, submitChecked };
}
