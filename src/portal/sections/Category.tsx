// Category screens (sports, esports, cockfight, promotions, elott, join...): the merchant's
// screen blocks when it configures them, else the plain not-available frame.
import { useConfig } from '../app/config-context.tsx';
import { ScreenView, type ScreenBlock } from '../engine/registry.tsx';
import '../engine/blocks/index.ts';
import { Unavailable } from './Unavailable.tsx';

export function CategorySection({ category }: { category?: string }) {
  const config = useConfig();
  const name = category ?? 'sports';
  const screen = (config.screens as unknown as Record<string, { blocks: unknown[] } | undefined>)[name];
  if (!screen || screen.blocks.length === 0) return <Unavailable titleKey={`nav.${name}`} />;
  return <ScreenView blocks={screen.blocks as ScreenBlock[]} />;
}
