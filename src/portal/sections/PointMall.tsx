import { Unavailable } from './Unavailable.tsx';

export function PointMallSection() {
  return <Unavailable titleKey="nav.pointMall" />;
}
