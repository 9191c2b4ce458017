// A product's picture, drawn rather than downloaded: the merchant's primary colour behind the
// product's symbol (PointProductArt.icon), so every merchant's mall matches its theme.
import { Coins, Gift, Headphones, Percent, Smartphone, Ticket, Trophy, Watch, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  gift: Gift, ticket: Ticket, coins: Coins, smartphone: Smartphone, headphones: Headphones, watch: Watch, percent: Percent, trophy: Trophy,
};

export function ProductArt({ icon }: { icon: string }) {
  const Icon = ICONS[icon] ?? Gift;
  return (
    <div className="pm-art" aria-hidden="true">
      <svg className="pm-art-bg" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice">
        <circle cx="132" cy="18" r="46" className="pm-art-ring" />
        <circle cx="22" cy="96" r="34" className="pm-art-ring" />
      </svg>
      <Icon className="pm-art-icon" strokeWidth={1.5} />
    </div>
  );
}
