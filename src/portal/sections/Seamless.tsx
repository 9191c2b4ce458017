import { Unavailable } from './Unavailable.tsx';
import { TrialGate } from './TrialGate.tsx';

export function SeamlessSection() {
  return <TrialGate guestAllowed><Unavailable titleKey="section.seamless" /></TrialGate>;
}
