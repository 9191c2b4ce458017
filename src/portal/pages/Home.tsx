// Home: the merchant's home screen, rendered from its blocks.
import { useConfig } from '../app/config-context.tsx';
import { ScreenView, type ScreenBlock } from '../engine/registry.tsx';
import '../engine/blocks/index.ts';

export function Home() {
  const config = useConfig();
  return (
    <div className="home">
      <ScreenView blocks={config.screens.home.blocks as unknown as ScreenBlock[]} />
    </div>
  );
}
