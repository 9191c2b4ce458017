// The home's moving blocks, in their own chunk (blocks/index.ts loads them lazily, in a box of
// their final size, so nothing shifts): a jackpot figure that climbs and a scrolling line of the
// latest big wins. Under reduced motion the figure is set once and the line stands still.
import { useEffect, useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';
import { sortWinners } from '../../features/games/index.ts';
import type { BlockOf } from '../registry.tsx';
import { ScrollingText } from './scrolling-text.tsx';

const DAY_MS = 86_400_000;
const TICK_MS = 250;

/** The jackpot now: the base at midnight UTC plus perSecond for every second since. */
export function jackpotAt(now: number, base: number, perSecond: number): number {
  return base + ((now % DAY_MS) / 1000) * perSecond;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function JackpotCounterBlock({ block }: { block: BlockOf<'jackpotCounter'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (reducedMotion()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const figure = money.formatMajor(Math.floor(jackpotAt(now, block.base, block.perSecond) * 100) / 100);
  const body = (
    <>
      <span className="jackpot-title"><Trophy aria-hidden="true" size={20} />{t(block.titleKey)}</span>
      {/* Read once by assistive technology (not every quarter second): the live figure is hidden from it. */}
      <span className="jackpot-figure" aria-hidden="true">{figure}</span>
      <span className="ui-visually-hidden">{money.formatMajor(Math.floor(block.base))}+</span>
    </>
  );
  return (
    <section className="block jackpot" aria-label={t(block.titleKey)}>
      {block.href ? <Link href={block.href} className="jackpot-link">{body}</Link> : <div className="jackpot-link">{body}</div>}
    </section>
  );
}

export function WinnersTickerBlock({ block }: { block: BlockOf<'winnersTicker'> }) {
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

export type MotionBlockProps = { block: BlockOf<'jackpotCounter'> | BlockOf<'winnersTicker'> };

/** Either moving block: one entry point for the lazy chunk (motion-lazy.tsx). */
export function MotionBlock({ block }: MotionBlockProps) {
  return block.type === 'jackpotCounter' ? <JackpotCounterBlock block={block} /> : <WinnersTickerBlock block={block} />;
}
