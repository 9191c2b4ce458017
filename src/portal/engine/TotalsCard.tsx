// A list's totals block: a card of labelled figures (as many columns as fit), a skeleton until
// they are in, or the call's refusal. It reads the list's own call and request, so the page says
// the loading line and the refusal once, in whichever of the two blocks comes first
// (call-status.tsx): the other shows a bare skeleton, or nothing.
import './totals-card.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../api/query.ts';
import { Card, Skeleton } from '../ui/index.ts';
import { CallError, useSaysCallStatus } from './call-status.tsx';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The figure the others add up to (profit): a larger figure. */
  main?: boolean;
}

export function TotalsCard<T>({ title, call, request, answer, figures, height, testId }: {
  title: string;
  call: string;
  request: unknown;
  answer: CallResult<T>;
  figures: (data: T) => Figure[];
  /** The skeleton's height until the figures are in (about their rows'). */
  height: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const says = useSaysCallStatus(call, request, answer);
  if (answer.isError && !answer.data) return says ? <div className="totals-block"><Card title={title}><CallError error={answer.error} /></Card></div> : null;
  return (
    <div className="totals-block">
      <Card title={title}>
        {answer.data ? (
          <dl className="totals-figures" data-testid={testId}>
            {figures(answer.data).map((figure) => <div key={figure.label} className={figure.main ? 'totals-figure-main' : undefined}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}
          </dl>
        ) : <Skeleton width="100%" height={height} label={says ? t('common.loading') : undefined} />}
      </Card>
    </div>
  );
}
