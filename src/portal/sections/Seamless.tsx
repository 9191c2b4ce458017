import { Unavailable } from './Unavailable.tsx';

export function SeamlessSection() {
  return <Unavailable titleKey="section.seamless" />;
}
