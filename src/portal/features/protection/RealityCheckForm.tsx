// The reality check's interval: how often the member is told how long they have played and their
// net result. The field renders from realityCheckSet's request schema with the merchant's
// forms.realityCheckSet settings; a refusal shows under the field in the member's language.
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/realityCheckSet.json';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Card } from '../../ui/index.ts';
import { usePortal } from '../../state/store.ts';

/** Reality-check choices in minutes (the platform takes any whole minute from 10 to 480). */
const CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480] as const;

const intervalText = (t: TFunction, minutes: number) => (minutes < 60 ? t('protection.minutesN', { count: minutes }) : t('protection.hoursN', { count: minutes / 60 }));

export function RealityCheckForm({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => {
    const label = (minutes: number) => intervalText(t, minutes);
    return {
      minutes: {
        widget: 'select', label: 'protection.realityCheck.interval', hint: t('protection.realityCheck.hint'),
        choices: [{ value: '', label: t('protection.realityCheck.off') }, ...CHOICES.map((m) => ({ value: String(m), label: label(m) }))],
      },
    };
  }, [t]);
  const form = useSchemaForm('realityCheckSet', spec, callSchema.request, { minutes: current === null ? '' : String(current) });
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  // During a break the platform refuses a change (account.excluded): the setting is shown, not offered.
  const onBreak = usePortal((s) => Boolean(s.member?.protection));
  const submit = async () => {
    if (!form.checkPatterns()) return;
    setState('saving');
    try {
      const minutes = form.values.minutes ?? '';
      await runCall('realityCheckSet', { minutes: minutes === '' ? null : Number(minutes) });
      setState('saved');
    } catch (error) {
      form.refused(error);
      setState('idle');
    }
  };
  if (onBreak) {
    return (
      <Card title={t('protection.realityCheck.title')} className="protection-block">
        <p>{t('protection.realityCheck.hint')}</p>
        {/* Label over value, as the form's field shows them: the choice "Off" is not a phrase with it. */}
        <dl className="reality-check-now">
          <dt>{t('protection.realityCheck.interval')}</dt>
          <dd data-testid="reality-check-now">{current === null ? t('protection.realityCheck.off') : intervalText(t, current)}</dd>
        </dl>
      </Card>
    );
  }
  return (
    <Card title={t('protection.realityCheck.title')} className="protection-block">
      <SchemaForm state={form} className="reality-check-form" onSubmit={() => void submit()} onEdit={() => setState('idle')}>
        {state === 'saved' ? <p className="form-success" role="status">{t('protection.realityCheck.saved')}</p> : null}
        <div className="actions">
          <Button type="submit" variant="primary" busy={state === 'saving'}>{t('protection.realityCheck.save')}</Button>
        </div>
      </SchemaForm>
    </Card>
  );
}
