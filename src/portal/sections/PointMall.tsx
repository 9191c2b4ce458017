import { Unavailable } from './Unavailable.tsx';
import { TrialGate } from './TrialGate.tsx';

export function PointMallSection() {
  return <TrialGate><Unavailable titleKey="nav.pointMall" /></TrialGate>;
}
