// A scrolling line of the latest big wins; its code loads when the block comes near the screen.
import { whenNear } from '../../engine/blocks/when-near.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default whenNear<ScreenBlockProps<'winnersTicker'>>(() => import('./WinnersTicker.tsx'), 'winners-ticker');
