// A screen that is only the merchant's blocks (promotions, join): the blocks when the merchant
// configures them, else the plain not-available frame.
import { useConfig } from '../app/config-context.tsx';
import type { ScreenName } from '../app/routes.ts';
import { ScreenBlocks } from '../engine/screen.tsx';
import { Unavailable } from './Unavailable.tsx';

export function ScreenSection({ screen }: { screen: ScreenName }) {
  const config = useConfig();
  if (!config.screens[screen]?.blocks.length) return <Unavailable titleKey={`nav.${screen}`} />;
  return <ScreenBlocks name={screen} />;
}
