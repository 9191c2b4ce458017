// A climbing jackpot figure; its code loads when the block comes near the screen.
import { whenNear } from '../../engine/blocks/when-near.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default whenNear<ScreenBlockProps<'jackpotCounter'>>(() => import('./JackpotCounter.tsx'), 'jackpot');
