// The member and agent centres' menu icons (lucide): a merchant names one per menu item
// (`icon`), else each page has its own. The centres are lazy chunks, so these stay out of the
// first load.
import type { ReactNode } from 'react';
import {
  ArrowLeftRight, ArrowUpFromLine, Banknote, BadgePercent, CalendarDays, ChartNoAxesCombined, ChartPie, Clock, Coins, FileText, Gift,
  HandCoins, HeartHandshake, History, LifeBuoy, ListChecks, Mail, MessageSquareText, Network, ReceiptText, ScrollText, Send, ShieldCheck,
  Star, Ticket, TrendingUp, Trophy, UserPlus, Users, UsersRound, Wallet, Zap, type LucideIcon,
} from 'lucide-react';

/** The icon names a merchant may give a menu item (schemas/merchant/navigation.json#/$defs/menuIcon). */
export const MENU_ICONS = {
  shield: ShieldCheck, history: History, receipt: ReceiptText, chart: ChartNoAxesCombined, pie: ChartPie, gift: Gift,
  trophy: Trophy, users: Users, team: UsersRound, mail: Mail, coins: Coins, withdraw: ArrowUpFromLine, deposit: Wallet,
  care: HeartHandshake, message: MessageSquareText, network: Network, calendar: CalendarDays, clock: Clock, zap: Zap,
  userPlus: UserPlus, list: ListChecks, trending: TrendingUp, send: Send, star: Star, ticket: Ticket, file: FileText,
  percent: BadgePercent, transfer: ArrowLeftRight, handCoins: HandCoins, scroll: ScrollText, help: LifeBuoy, cash: Banknote,
} satisfies Record<string, LucideIcon>;

export type MenuIconName = keyof typeof MENU_ICONS;

/** By page id (wire-names.ts maps the URL names to these). */
const PAGE_ICONS: Record<string, MenuIconName> = {
  securityCenter: 'shield', transactionHistory: 'history', statement: 'cash', betRecords: 'receipt', personalProfit: 'chart',
  bonusDetails: 'percent', rewardCenter: 'gift', referral: 'userPlus', missionLeaderboard: 'trophy', messages: 'mail',
  manualRebate: 'coins', transferUpline: 'send', responsibleGaming: 'care', feedback: 'message', deposit: 'deposit',
  withdraw: 'withdraw', downline: 'network', dividendContract: 'scroll', dailySalary: 'calendar',
  hourlySalary: 'clock', realTimeSalary: 'zap', myIncome: 'handCoins', teamManagement: 'team', teamBetting: 'ticket',
  teamTransaction: 'list', profitLoss: 'pie', transfer: 'transfer',
};

/** The icon of a centre menu item: the one the merchant named, else its page's, else a page. */
export function centreIcon(pageId: string, named?: string): ReactNode {
  const name = (named && named in MENU_ICONS ? named : PAGE_ICONS[pageId] ?? 'file') as MenuIconName;
  const Icon = MENU_ICONS[name];
  return <Icon aria-hidden="true" size={20} className="menu-icon" />;
}
