// The frame around a screen: header, side menu, footer, per route (spec section 2). On a phone
// the side menu moves into the header's drawer and pages with a footer get the bottom tab bar.
import type { ReactNode } from 'react';
import { Header } from './Header.tsx';
import { SideMenu } from './SideMenu.tsx';
import { Footer } from './Footer.tsx';
import { TabBar } from './TabBar.tsx';

export type FrameKind = 'full' | 'noSide' | 'headerOnly' | 'bare';

export function Frame({ kind, children }: { kind: FrameKind; children: ReactNode }) {
  if (kind === 'bare') return <main id="main">{children}</main>;
  return (
    <>
      <Header collapsible={kind === 'headerOnly'} />
      <div className={`frame frame-${kind}`}>
        {kind === 'full' ? <SideMenu /> : null}
        <main id="main">{children}</main>
      </div>
      {kind === 'headerOnly' ? null : <><Footer /><TabBar /></>}
    </>
  );
}
