// Home: the merchant's home screen, rendered from its blocks.
import { ScreenBlocks } from '../engine/screen.tsx';

export function Home() {
  return (
    <div className="home">
      <ScreenBlocks name="home" />
    </div>
  );
}
