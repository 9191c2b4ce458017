// A block that other blocks link to by fragment (the security score's items scroll to the
// transaction password and the payout accounts): its component inside an element with that id.
import type { ComponentType, ReactElement } from 'react';

export function anchored(id: string, Part: ComponentType): () => ReactElement {
  return function Anchored() {
    return <div id={id}><Part /></div>;
  };
}
