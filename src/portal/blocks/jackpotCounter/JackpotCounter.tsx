// A progressive jackpot figure that climbs while the page is open; under reduced motion it is set once.
import { useEffect, useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMoney } from '../../app/money.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

const DAY_MS = 86_400_000;
const TICK_MS = 250;

/** The jackpot now: the base at midnight UTC plus perSecond for every second since. */
export function jackpotAt(now: number, base: number, perSecond: number): number {
  return base + ((now % DAY_MS) / 1000) * perSecond;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function JackpotCounterBlock({ block }: ScreenBlockProps<'jackpotCounter'>) {
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
