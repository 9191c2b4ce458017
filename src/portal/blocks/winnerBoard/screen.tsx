// The games area's winner board (entries `{ vo: { account, gameName, winAmount } }`, biggest first).
import { useTranslation } from 'react-i18next';
import { WinnerBoard } from '../../features/games/index.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function WinnerBoardBlock({ block }: ScreenBlockProps<'winnerBoard'>) {
  const { t } = useTranslation();
  return <WinnerBoard limit={block.limit} title={t(block.titleKey)} />;
}
