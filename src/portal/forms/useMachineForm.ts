// A schema form whose values live in a flow's xstate machine (change password, forgot
// password): the machine keeps the values and its rules; the form keeps the merchant's extra
// patterns' errors and shows the machine's refusal from the platform until the member edits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../../flows/types.ts';
import { useBuiltForm, type RenderedFormState, type Values } from './SchemaForm.tsx';
import { callSchemaFieldOf, flowPlatformError, placeServerError } from './server-errors.ts';
import type { FieldSpec, RequestSchema } from './ui-schema.ts';

interface MachineForm {
  call: string;
  spec: Record<string, FieldSpec>;
  request: RequestSchema;
  /** The machine's values, by field (its fields' interface). */
  values: object;
  /** The machine's refusal from the platform. */
  error: FlowError | null;
  /** The machine's own problem, already translated, by field (its first rule that fails). */
  problem?: Record<string, string> | null;
  /** Which field an error code is about, where the call schema (`errors`) does not say. */
  fieldOfCode?: (code: string) => string | null;
  /** The machine's EDIT and SUBMIT. */
  send: (event: { type: 'EDIT'; values: Values } | { type: 'SUBMIT' }) => void;
}

export function useMachineForm({ call, spec, request, values: machineValues, error, problem, fieldOfCode, send }: MachineForm) {
  const { t } = useTranslation();
  const { built, patternErrors } = useBuiltForm(call, spec, request);
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const [seenError, setSeenError] = useState<unknown>(null);
  const values: Values = Object.fromEntries(built.fields.map((name) => [name, (machineValues as Record<string, string | undefined>)[name] ?? '']));
  const ofCallSchema = callSchemaFieldOf(call);
  const server = error && error !== seenError
    ? placeServerError(flowPlatformError(error), built.fields, t, (code) => fieldOfCode?.(code) ?? ofCallSchema(code))
    : { fields: {}, form: null };
  const shown = Object.fromEntries(Object.entries(problem ?? {}).filter(([name]) => built.fields.includes(name)));
  const state: RenderedFormState = {
    call, values, errors: { ...server.fields, ...shown, ...ownErrors }, formError: server.form, fields: built.fields, built,
    setValues: (next) => { setSeenError(error); send({ type: 'EDIT', values: next }); },
    setErrors: (left) => setOwnErrors((own) => Object.fromEntries(Object.entries(own).filter(([name]) => name in left))),
    // The platform's refusal is the machine's: it goes when the member edits (setValues).
    setFormError: () => undefined,
  };
  const submit = () => {
    const found = patternErrors(values);
    setOwnErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'SUBMIT' });
  };
  return { state, submit };
}
