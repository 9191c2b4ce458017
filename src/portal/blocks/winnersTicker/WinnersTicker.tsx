// A scrolling line of the latest big wins (the winner board's data); under reduced motion it stands still.
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';
import { sortWinners } from '../../features/games/index.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import { ScrollingText } from '../../engine/blocks/scrolling-text.tsx';

export default function WinnersTickerBlock({ block }: ScreenBlockProps<'winnersTicker'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const winners = useCall('winners', { select: (list) => sortWinners(list).slice(0, block.limit) });
  const items = (winners.data ?? []).map((e) => t('ticker.win', {
    account: e.vo.account, game: e.vo.gameName,
    amount: Number.isSafeInteger(e.vo.winAmountMinor) ? money.format(e.vo.winAmountMinor) : money.formatMajor(e.vo.winAmount),
  }));
  // Until the wins arrive the line names itself (an empty bar reads as broken).
  const text = items.length > 0 ? items.join('   ·   ') : t('home.winners');
  return (
    <section className="block winners-ticker" aria-label={t('home.winners')}>
      <Link href="/winners" className="marquee-line">
        <Trophy aria-hidden="true" size={18} className="marquee-icon" />
        <ScrollingText text={text} speed={block.speed ?? 50} />
      </Link>
    </section>
  );
}
