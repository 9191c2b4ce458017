// A merchant screen (`screens.<name>` in the config) on the page: its blocks, top to bottom.
import { useConfig } from '../app/config-context.tsx';
import type { ScreenName } from '../app/routes.ts';
import { ScreenView } from './registry.tsx';

export function ScreenBlocks({ name }: { name: ScreenName }) {
  const config = useConfig();
  return <ScreenView blocks={config.screens[name]?.blocks} />;
}
