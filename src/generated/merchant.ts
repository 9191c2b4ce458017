/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A platform language code from the catalogue in src/shared/i18n/languages.ts (which also gives its text direction; AR, UR, FA and HE are right-to-left).
 */
export type LanguageCode =
  | 'CN'
  | 'TW'
  | 'EN'
  | 'JA'
  | 'KO'
  | 'TH'
  | 'VI'
  | 'BN'
  | 'AR'
  | 'RU'
  | 'FR'
  | 'DE'
  | 'ES'
  | 'PT'
  | 'IT'
  | 'NL'
  | 'PL'
  | 'TR'
  | 'ID'
  | 'MS'
  | 'HI'
  | 'UR'
  | 'FA'
  | 'HE'
  | 'UK'
  | 'CS'
  | 'SV'
  | 'DA'
  | 'NO'
  | 'FI'
  | 'EL'
  | 'HU'
  | 'RO'
  | 'BG'
  | 'KM'
  | 'LO'
  | 'MY'
  | 'NE'
  | 'TA'
  | 'TL'
  | 'SI'
  | 'KK'
  | 'UZ';
/**
 * A third-party sign-in channel.
 */
export type SignInChannel = 'telegram' | 'facebook' | 'google';
/**
 * A game category (spec section 1).
 */
export type CategoryId =
  | 'home'
  | 'promotions'
  | 'lottery'
  | 'live'
  | 'sports'
  | 'esports'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'cockfight'
  | 'bgs'
  | 'bingo'
  | 'seamless'
  | 'elott';
/**
 * A member-centre page (/member?page=...), by its id in the base layout. The peers' legacy names personalHistoryCopy, messageV2 and depositv2 are taken for betRecords, messages and deposit.
 */
export type MemberPage =
  | 'securityCenter'
  | 'transferUpline'
  | 'betRecords'
  | 'transactionHistory'
  | 'statement'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messages'
  | 'manualRebate'
  | 'deposit'
  | 'withdraw'
  | 'responsibleGaming'
  | 'feedback'
  | 'personalHistoryCopy'
  | 'messageV2'
  | 'depositv2';
/**
 * An icon for a centre menu item (drawn from lucide); without one the page's own icon shows.
 */
export type MenuIcon =
  | 'shield'
  | 'history'
  | 'receipt'
  | 'chart'
  | 'pie'
  | 'gift'
  | 'trophy'
  | 'users'
  | 'team'
  | 'mail'
  | 'coins'
  | 'withdraw'
  | 'deposit'
  | 'care'
  | 'message'
  | 'network'
  | 'calendar'
  | 'clock'
  | 'zap'
  | 'userPlus'
  | 'list'
  | 'trending'
  | 'send'
  | 'star'
  | 'ticket'
  | 'file'
  | 'percent'
  | 'transfer'
  | 'handCoins'
  | 'scroll'
  | 'help'
  | 'cash';
/**
 * The agent-centre page it opens.
 */
export type AgentPage =
  | 'downline'
  | 'dividendContract'
  | 'dailySalary'
  | 'hourlySalary'
  | 'realTimeSalary'
  | 'myIncome'
  | 'teamManagement'
  | 'teamBetting'
  | 'teamTransaction'
  | 'profitLoss'
  | 'transfer';
/**
 * A typed block; type decides which props it takes.
 */
export type Block =
  | AnnouncementMarqueeBlock
  | AppDownloadPanelBlock
  | BannerCarouselBlock
  | CategoryTilesBlock
  | ContentArticleBlock
  | GameListBlock
  | HotGamesBlock
  | JackpotCounterBlock
  | LotteryGroupsBlock
  | PromotionListBlock
  | PromotionsStripBlock
  | TextPanelBlock
  | VendorWallBlock
  | WinnerBoardBlock
  | WinnersTickerBlock;
/**
 * A game-list filter type.
 */
export type GameFilter = 'ALL' | 'HOT' | 'NEW' | 'FAV' | 'RECENT';
/**
 * Where the page shows: inside the member centre (/member?page=<id>), inside the agent centre (/agentHome?page=<id>), or leave out for a page of its own at /p/<id>.
 */
export type PageCentre = 'member' | 'agent';
/**
 * Who may open the page: guest (anyone), member (signed in, trial account included), realAccount (signed in, not the trial account), agent (an agent's account).
 */
export type PageAccess = 'guest' | 'member' | 'realAccount' | 'agent';
/**
 * The pattern kind (src/shared/patterns.ts builds its regex).
 */
export type PatternKind =
  | 'any'
  | 'letterFirstAlnum'
  | 'chineseDigits'
  | 'email'
  | 'alnum'
  | 'alnumMixed'
  | 'digits'
  | 'alnumUpper'
  | 'englishSpaces'
  | 'noSpaces'
  | 'chinesePunct'
  | 'lettersSpaces'
  | 'korean'
  | 'thai'
  | 'thaiEnglishSpaces'
  | 'upperSpaces'
  | 'alnumSymbols'
  | 'strongPassword'
  | 'fullName'
  | 'japaneseFullWidth'
  | 'upperNoSpaces'
  | 'custom';
/**
 * The fee taken from a deposit: a percentage bounded by min and max, or a fixed amount.
 */
export type DepositFee = DepositPercentFee | DepositFixedFee;
/**
 * A feedback type.
 */
export type FeedbackType =
  'deposit' | 'withdrawal' | 'games' | 'customerService' | 'agentApplication' | 'other';
/**
 * validBet: the sum of settled real-money bets; deposit: the sum of credited deposits.
 */
export type MissionTargetKind = 'validBet' | 'deposit';
/**
 * daily, weekly or range.
 */
export type MissionPeriodKind = 'daily' | 'weekly' | 'range';
/**
 * money: paid from the house to the member's wallet; points: whole points added to the member's points balance (the points mall).
 */
export type MissionPrizeKind = 'money' | 'points';
/**
 * firstDeposit: the friend's first credited deposit is at least the threshold; validBet: the friend's settled real-money bets since registering add up to at least the threshold.
 */
export type ReferralRuleKind = 'firstDeposit' | 'validBet';

/**
 * One merchant (white-label site): everything the portal renders and the platform enforces for it. Lives at merchants/<code>/merchant.json.
 */
export interface MerchantConfig {
  /**
   * Path to this schema, so editors can autocomplete and check the file ("../../schemas/merchant.schema.json").
   */
  $schema?: string;
  identity: Identity;
  branding: Branding;
  languages: Languages;
  features: Features;
  vendors: Vendors;
  navigation: Navigation;
  screens: Screens;
  pages?: Pages;
  registration: Registration;
  constants: Constants;
  api: ApiSettings;
  forms?: Forms;
}
/**
 * Who the merchant is and which host names it answers on.
 */
export interface Identity {
  /**
   * Merchant code sent in the Merchant header; must equal the folder name under merchants/. Lower-case letters, digits and dashes.
   */
  code: string;
  /**
   * The brand name shown to users.
   */
  displayName: string;
  /**
   * Host names (no port) this merchant answers on; each host belongs to one merchant only.
   *
   * @minItems 1
   *
   * Items: A host name such as bdwin.localhost.
   */
  hosts: [string, ...string[]];
  /**
   * The merchant served when the host matches no merchant. Exactly one merchant sets this.
   */
  isDefault: boolean;
  /**
   * Brand platform; always web for this portal.
   */
  platform: 'web';
  /**
   * Brand lottery type; always ELOTT.
   */
  lotteryType: 'ELOTT';
  currency: Currency;
}
/**
 * The currency and the one money format every amount in the portal and the demo games is shown in (balance, winners, bets, wins, transfers), whatever the portal language.
 */
export interface Currency {
  /**
   * ISO 4217 code, e.g. BDT.
   */
  code: string;
  /**
   * Currency symbol shown with every amount, e.g. ৳.
   */
  symbol: string;
  /**
   * Minor-unit decimals: the ledger counts integer minor units and every amount is shown with exactly this many decimals (2 for BDT, 0 for VND).
   */
  decimals: number;
  /**
   * BCP 47 locale whose digit grouping and decimal separator amounts use, e.g. bn-BD (1,00,000.00), vi-VN (100.000) or zh-CN (100,000.00). Must be a locale the JavaScript runtime (Intl) knows.
   */
  locale: string;
  /**
   * The merchant's one set of digits, in every language and on every screen: amounts, dates, the session clock, countdowns and numbers in texts. latn (0123456789), beng (০১২৩৪৫৬৭৮৯), arab (٠١٢٣٤٥٦٧٨٩), arabext, deva, thai, fullwide or hanidec. Dates and counts otherwise follow the page language (its BCP 47 tag); amounts keep the currency locale's grouping.
   */
  digits: 'latn' | 'beng' | 'arab' | 'arabext' | 'deva' | 'thai' | 'fullwide' | 'hanidec';
  /**
   * Whether the symbol goes before the number (৳100.00) or after it (100 ₫). A minus sign always comes first.
   */
  symbolPosition: 'before' | 'after';
  /**
   * Whether a space separates the symbol from the number (100 ₫ rather than 100₫).
   */
  symbolSpace: boolean;
}
/**
 * Logo, favicon, theme tokens, copyright line and app download.
 */
export interface Branding {
  /**
   * A file name inside the merchant's folder (merchants/<code>/).
   */
  logo: string;
  /**
   * A file name inside the merchant's folder (merchants/<code>/).
   */
  favicon: string;
  theme: Theme;
  copyright: Copyright;
  appDownload: AppDownload;
}
/**
 * Design tokens the portal turns into CSS custom properties.
 */
export interface Theme {
  colors: ThemeColors;
  radii: ThemeRadii;
  fonts: ThemeFonts;
}
/**
 * Colour tokens.
 */
export interface ThemeColors {
  /**
   * Main brand colour: buttons, active items. CSS hex colour.
   */
  primary: string;
  /**
   * Text on primary. CSS hex colour.
   */
  primaryText: string;
  /**
   * Second brand colour: highlights, badges. CSS hex colour.
   */
  secondary: string;
  /**
   * Text on secondary. CSS hex colour.
   */
  secondaryText: string;
  /**
   * Page background. CSS hex colour.
   */
  background: string;
  /**
   * Cards, modals and menus. CSS hex colour.
   */
  surface: string;
  /**
   * Body text. CSS hex colour.
   */
  text: string;
  /**
   * Secondary text. CSS hex colour.
   */
  textMuted: string;
  /**
   * Borders and dividers. CSS hex colour.
   */
  border: string;
  /**
   * Header bar background. CSS hex colour.
   */
  header: string;
  /**
   * Header bar text. CSS hex colour.
   */
  headerText: string;
  /**
   * Footer background. CSS hex colour.
   */
  footer: string;
  /**
   * Footer text. CSS hex colour.
   */
  footerText: string;
  /**
   * Success messages. CSS hex colour.
   */
  success: string;
  /**
   * Warnings. CSS hex colour.
   */
  warning: string;
  /**
   * Errors and destructive actions. CSS hex colour.
   */
  danger: string;
}
/**
 * Corner radius tokens.
 */
export interface ThemeRadii {
  /**
   * Inputs and badges. CSS length, e.g. 6px.
   */
  small: string;
  /**
   * Buttons and cards. CSS length, e.g. 6px.
   */
  medium: string;
  /**
   * Modals and banners. CSS length, e.g. 6px.
   */
  large: string;
}
/**
 * Font tokens.
 */
export interface ThemeFonts {
  /**
   * CSS font-family list for body text.
   */
  body: string;
  /**
   * CSS font-family list for headings.
   */
  heading: string;
}
/**
 * The footer's copyright line: © year holder.
 */
export interface Copyright {
  /**
   * Year shown (2025 in the spec).
   */
  year: number;
  /**
   * Name shown after the year.
   */
  holder: string;
}
/**
 * Mobile app links shown in the header, side menu and /down (QR size is constants.qrSize).
 */
export interface AppDownload {
  /**
   * An http(s) URL or a path on the portal's own origin.
   */
  ios: string;
  /**
   * An http(s) URL or a path on the portal's own origin.
   */
  iosLite?: string;
  /**
   * An http(s) URL or a path on the portal's own origin.
   */
  android: string;
}
/**
 * The default interface language and the supported ones (the language switch lists them in this order).
 */
export interface Languages {
  default: LanguageCode;
  /**
   * Languages offered in the language switch; each needs a locale file with every key the merchant uses.
   *
   * @minItems 1
   */
  supported: [LanguageCode, ...LanguageCode[]];
}
/**
 * Feature switches. The platform's server settings may override the registration and sign-in ones at run time.
 */
export interface Features {
  /**
   * Send anyone without a session to /login (except /login, /register, /helpmc and /download).
   */
  loginToHomePage: boolean;
  /**
   * Offer the free demo (trial account) to guests.
   */
  freePlay: boolean;
  /**
   * Offer registration with a username.
   */
  usernameRegister: boolean;
  /**
   * Offer registration with a mobile number.
   */
  mobileRegister: boolean;
  /**
   * Ask for an SMS code on mobile registration (platform flag REGMOBVERF3).
   */
  registerSmsVerification: boolean;
  /**
   * Ask for a password on mobile registration (platform flag mobileRegPass).
   */
  mobileRegisterPassword: boolean;
  /**
   * Show the phone tab in forgot password (platform flag CHNGPASSVERIF3).
   */
  forgotPasswordByPhone: boolean;
  /**
   * Offer sign-in with a mobile number and an SMS code.
   */
  smsLogin: boolean;
  /**
   * Force a password change on first login or with the default password.
   */
  forcePasswordChange: boolean;
  passwordPolicy: PasswordPolicy;
  /**
   * Third-party sign-in channels offered on the login form, in this order.
   */
  thirdPartySignIn: SignInChannel[];
  /**
   * Offer one-click (quick) login.
   */
  quickLogin: boolean;
  /**
   * Referral programme: the invite-friends entry and the referral page.
   */
  referral: boolean;
  /**
   * Ask for a second factor at login when the member has it set up.
   */
  twoFactor: boolean;
  /**
   * Ask for an extra verification step when login comes from an unregistered IP.
   */
  unregisteredIpVerification: boolean;
  transfers?: TransferSwitches;
}
/**
 * Password expiry: when on, an expired password opens the change-password modal after login.
 */
export interface PasswordPolicy {
  /**
   * Whether passwords expire.
   */
  enabled: boolean;
  /**
   * Days after which a password expires.
   */
  expiryDays: number;
}
/**
 * Money transfers inside a team, paid from the sender's wallet under its transaction password. Absent: both off.
 */
export interface TransferSwitches {
  /**
   * A member (or agent) may send money to its upline agent (member centre page transferUpline, agent centre page transfer).
   */
  toUpline: boolean;
  /**
   * An agent may send money to any member of its downline (agent centre page transfer).
   */
  toDownline: boolean;
}
/**
 * The game vendors this merchant offers, keyed by vendor code (the wire's vassalage) (e.g. PG, EVO, TCG_LOTTO_VN).
 */
export interface Vendors {
  [k: string]: Vendor | undefined;
}
/**
 * One game vendor.
 *
 * This interface was referenced by `Vendors`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Z][A-Z0-9_]{1,39}$".
 */
export interface Vendor {
  /**
   * Name shown in dropdowns, walls and the footer.
   */
  displayName: string;
  category: CategoryId;
  /**
   * An http(s) URL or a path on the portal's own origin.
   */
  icon?: string;
  /**
   * The platform's game type for this vendor (e.g. RNG, LIVE, LOTT), sent when listing games.
   */
  gameType?: string;
}
/**
 * Header categories, footer, side menu, member-centre and agent-centre menus.
 */
export interface Navigation {
  header: HeaderNavigation;
  footer: FooterNavigation;
  sideMenu: SideMenu;
  /**
   * The member centre's left-panel menu (11 items in the spec), in display order.
   *
   * @minItems 1
   * @maxItems 16
   */
  memberMenu: [MemberMenuItem, ...MemberMenuItem[]];
  /**
   * The agent centre's menu, in display order.
   */
  agentMenu: AgentMenuItem[];
}
/**
 * The header's navigation bar. Dropdown limits (11 vendors, the "more" entry, the wide layout over 6) are in constants.
 */
export interface HeaderNavigation {
  /**
   * Navigation items in display order. A category other than home and promotions shows only when it lists vendors.
   *
   * @minItems 1
   */
  categories: [HeaderCategory, ...HeaderCategory[]];
  /**
   * Show the app-download item with iOS and Android QR codes.
   */
  appDownload: boolean;
}
/**
 * One header navigation item.
 */
export interface HeaderCategory {
  category: CategoryId;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * Vendors in the dropdown, in order; beyond constants.dropdownVendorMax a "more" entry appears.
   *
   * Items: A vendor's code (the wire's vassalage), declared in the merchant's vendors catalogue.
   */
  vendors: string[];
}
/**
 * The footer: vendor icons and help links (the copyright line is in branding).
 */
export interface FooterNavigation {
  /**
   * Vendor icons in display order, at most constants.footerVendorMax (20).
   *
   * @maxItems 20
   *
   * Items: A vendor's code (the wire's vassalage), declared in the merchant's vendors catalogue.
   */
  vendors: string[];
  /**
   * Help links in display order.
   */
  helpLinks: LabelledLink[];
}
/**
 * A link with a translated label.
 */
export interface LabelledLink {
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * Where a click goes: a portal route ("/help#deposit", "/member?page=withdraw") or an http(s) URL.
   */
  href: string;
}
/**
 * The side menu: invite friends, the points mall, app download and contact channels.
 */
export interface SideMenu {
  /**
   * Show invite friends (only while features.referral is on).
   */
  inviteFriends: boolean;
  /**
   * Show the points mall entry (/pointMall; only while constants.pointMall is enabled). Off when absent.
   */
  pointMall?: boolean;
  /**
   * Show the app-download entry (/down).
   */
  appDownload: boolean;
  /**
   * Contact channels in display order.
   */
  contacts: ContactChannel[];
}
/**
 * A contact channel. With one link it opens directly; with several it expands into a list. Live chat without links opens the customer-service pop-up.
 */
export interface ContactChannel {
  /**
   * Which channel (decides the icon).
   */
  channel: 'liveChat' | 'telegram' | 'facebook' | 'whatsapp' | 'line' | 'qq' | 'wechat' | 'zalo';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * The channel's accounts.
   */
  links: ContactLink[];
}
/**
 * One account on the channel.
 */
export interface ContactLink {
  /**
   * Account name as shown (not translated: it is a handle).
   */
  label: string;
  /**
   * An http(s) URL or a path on the portal's own origin.
   */
  url: string;
}
/**
 * One member-centre menu item.
 */
export interface MemberMenuItem {
  page: MemberPage;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * A count badge shown when above 0 (the mission item uses missionCount).
   */
  badge?: 'missionCount' | 'unreadMessages';
  icon?: MenuIcon;
}
/**
 * One agent-centre menu item.
 */
export interface AgentMenuItem {
  page: AgentPage;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  icon?: MenuIcon;
}
/**
 * Screens built from blocks. Home is required; a category screen is used when its category is in the header.
 */
export interface Screens {
  home: Screen;
  promotions?: Screen;
  sports?: Screen;
  esports?: Screen;
  cockfight?: Screen;
  elott?: Screen;
  lottery?: Screen;
  live?: Screen;
  rng?: Screen;
  fish?: Screen;
  pvp?: Screen;
  bgs?: Screen;
  bingo?: Screen;
  seamless?: Screen;
  download?: Screen;
  join?: Screen;
}
/**
 * One screen: its blocks, top to bottom.
 */
export interface Screen {
  /**
   * Blocks in display order.
   */
  blocks: Block[];
}
/**
 * Scrolling line of the platform's player notices; a click opens the announcement popup.
 */
export interface AnnouncementMarqueeBlock {
  /**
   * Block type.
   */
  type: 'announcementMarquee';
  /**
   * Scroll speed in pixels per second.
   */
  speed: number;
  /**
   * Open the announcement popup once per session on first load.
   */
  popupOnLoad?: boolean;
}
/**
 * iOS, lite iOS and Android download buttons with QR codes (branding.appDownload).
 */
export interface AppDownloadPanelBlock {
  /**
   * Block type.
   */
  type: 'appDownloadPanel';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
}
/**
 * Rotating banners: the slides given here, else the platform's banner notices.
 */
export interface BannerCarouselBlock {
  /**
   * Block type.
   */
  type: 'bannerCarousel';
  /**
   * Time each slide shows, in milliseconds.
   */
  intervalMs: number;
  /**
   * Fixed slides; leave out to show the platform's banners.
   */
  slides?: BannerSlide[];
}
/**
 * One slide.
 */
export interface BannerSlide {
  /**
   * Image URL or a file in the merchant folder.
   */
  image: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  altKey: string;
  /**
   * Where a click goes: a portal route ("/help#deposit", "/member?page=withdraw") or an http(s) URL.
   */
  href?: string;
}
/**
 * Large tiles, one per category, each opening that category.
 */
export interface CategoryTilesBlock {
  /**
   * Block type.
   */
  type: 'categoryTiles';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey?: string;
  /**
   * Tiles in display order; each category must be in the header.
   *
   * @minItems 1
   */
  tiles: [CategoryTile, ...CategoryTile[]];
}
/**
 * One tile.
 */
export interface CategoryTile {
  category: CategoryId;
  /**
   * Background image URL or merchant file; without one the theme colour is used.
   */
  image?: string;
}
/**
 * One article of the merchant's content files (merchants/<code>/content/<LANG>.json, help[] by id), shown in full in the member's language: its title and sanitised HTML. The join page's content lives there.
 */
export interface ContentArticleBlock {
  /**
   * Block type.
   */
  type: 'contentArticle';
  /**
   * The id of a help[] article in every content file of the merchant.
   */
  articleId: string;
}
/**
 * A searchable, filterable game list for one category.
 */
export interface GameListBlock {
  /**
   * Block type.
   */
  type: 'gameList';
  category: CategoryId;
  /**
   * Filter tabs in order; the first is selected.
   *
   * @minItems 1
   */
  filters: [GameFilter, ...GameFilter[]];
  /**
   * Games fetched per page.
   */
  pageSize: number;
}
/**
 * The platform's hot (popular) games.
 */
export interface HotGamesBlock {
  /**
   * Block type.
   */
  type: 'hotGames';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * How many games to show.
   */
  limit: number;
  /**
   * Only games from these vendors; leave out for all.
   *
   * Items: A vendor's code (the wire's vassalage), declared in the merchant's vendors catalogue.
   */
  vendors?: string[];
}
/**
 * A progressive jackpot figure that climbs while the page is open (still under reduced motion).
 */
export interface JackpotCounterBlock {
  /**
   * Block type.
   */
  type: 'jackpotCounter';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * The jackpot at midnight UTC, in the currency's major units; it grows by perSecond from there each day.
   */
  base: number;
  /**
   * How much the jackpot grows each second, in major units.
   */
  perSecond: number;
  /**
   * Where a click goes: a portal route ("/help#deposit", "/member?page=withdraw") or an http(s) URL.
   */
  href?: string;
}
/**
 * The platform's lottery game groups, each with its games.
 */
export interface LotteryGroupsBlock {
  /**
   * Block type.
   */
  type: 'lotteryGroups';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * A vendor's code (the wire's vassalage), declared in the merchant's vendors catalogue.
   */
  vendor?: string;
}
/**
 * Every live promotion of the merchant's content as a card with its period, how it is claimed and its details (the /promotions page; /promotions#<id> opens one).
 */
export interface PromotionListBlock {
  /**
   * Block type.
   */
  type: 'promotionList';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
}
/**
 * A strip of the platform's promotion notices, linking to /promotions.
 */
export interface PromotionsStripBlock {
  /**
   * Block type.
   */
  type: 'promotionsStrip';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * How many promotions to show.
   */
  limit: number;
}
/**
 * A heading and a paragraph of translated text.
 */
export interface TextPanelBlock {
  /**
   * Block type.
   */
  type: 'textPanel';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  bodyKey: string;
}
/**
 * A grid of vendor cards; a click opens the vendor's games.
 */
export interface VendorWallBlock {
  /**
   * Block type.
   */
  type: 'vendorWall';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * Vendors in display order.
   *
   * @minItems 1
   *
   * Items: A vendor's code (the wire's vassalage), declared in the merchant's vendors catalogue.
   */
  vendors: [string, ...string[]];
}
/**
 * Recent big wins, sorted by win amount, highest first.
 */
export interface WinnerBoardBlock {
  /**
   * Block type.
   */
  type: 'winnerBoard';
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey: string;
  /**
   * How many winners to show.
   */
  limit: number;
}
/**
 * A scrolling line of the latest big wins (the winner board's data); still under reduced motion.
 */
export interface WinnersTickerBlock {
  /**
   * Block type.
   */
  type: 'winnersTicker';
  /**
   * How many wins the line carries.
   */
  limit: number;
  /**
   * Scroll speed in pixels per second.
   */
  speed?: number;
}
/**
 * Pages as lists of blocks, keyed by page id. The shipped base layout (merchants/layout.json) defines the member centre's, the agent centre's and the points mall's pages; a merchant's pages extend it: a page id the base has is overridden (its blocks addressed by id), a new id adds a page of the merchant's own. See docs/merchant-config.md, "Compose a page".
 */
export interface Pages {
  [k: string]: Page | undefined;
}
/**
 * One page: where it shows, who may open it, its menu entry and its blocks. In a merchant's file every property is optional for a page the base layout has; a set property replaces the base's.
 *
 * This interface was referenced by `Pages`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]{0,39}$".
 */
export interface Page {
  centre?: PageCentre;
  access?: PageAccess;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  titleKey?: string;
  menu?: PageMenu;
  /**
   * true takes the page (and its menu entry) off this merchant.
   */
  hide?: boolean;
  /**
   * Block ids in the order they show; blocks not listed follow in their own order.
   *
   * Items: A block's id within its page.
   */
  order?: string[];
  /**
   * The page's blocks, top to bottom. In a merchant's file, an entry whose id the base layout's page has changes that block; a new id adds one.
   */
  blocks?: PageBlock[];
}
/**
 * The page's entry in its centre's menu (after the centre's navigation menu), for a page the merchant adds.
 */
export interface PageMenu {
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  icon?: MenuIcon;
}
/**
 * One block: its id, its type (a folder under src/portal/blocks/, or a screen block type) and the settings that type takes (checked against the type's own schema, so they are open here). In a merchant's file: hide, before or after move or remove a block of the base layout; other settings replace the base's one by one, except a container's lists (a tabs block's tabs and their blocks), which change by id the same way.
 */
export interface PageBlock {
  /**
   * A block's id within its page.
   */
  id: string;
  /**
   * The block type; required for a block the base layout's page does not have.
   */
  type?: string;
  /**
   * true removes this block from the page.
   */
  hide?: boolean;
  /**
   * A block's id within its page.
   */
  before?: string;
  /**
   * A block's id within its page.
   */
  after?: string;
  [k: string]: unknown | undefined;
}
/**
 * Registration defaults. GET /wps/system/setting/register returns the same shape, so server settings override these at run time.
 */
export interface Registration {
  fields: RegistrationFields;
  ageConfirmation: AgeConfirmation;
  /**
   * Minimum age checked against the birthday field (21 in the spec).
   */
  birthdayMinAge: number;
  /**
   * How the birthday is typed and sent.
   */
  birthdayFormat: 'yyyy-MM-dd' | 'MM-dd-yyyy';
  /**
   * Digits in an SMS verification code.
   */
  smsCodeLength: number;
}
/**
 * Per-field settings; a field left out is not shown.
 */
export interface RegistrationFields {
  username?: FieldSetting;
  password?: FieldSetting;
  confirmPassword?: FieldSetting;
  payeeName?: FieldSetting;
  email?: FieldSetting;
  qqNum?: FieldSetting;
  mobileNum?: FieldSetting;
  recommenderId?: FieldSetting;
  captcha?: FieldSetting;
  verificationCode?: FieldSetting;
  affiliateCode?: FieldSetting;
  paymentPassword?: FieldSetting;
  line?: FieldSetting;
  whatsapp?: FieldSetting;
  facebook?: FieldSetting;
  wechat?: FieldSetting;
  idNumber?: FieldSetting;
  referralCode?: FieldSetting;
  nickname?: FieldSetting;
  fullName?: FieldSetting;
  telegram?: FieldSetting;
  zalo?: FieldSetting;
  birthday?: FieldSetting;
  address?: FieldSetting;
  nationality?: FieldSetting;
  occupation?: FieldSetting;
  sourceOfIncome?: FieldSetting;
  placeOfBirth?: FieldSetting;
}
/**
 * Whether a field shows, whether it is required, and the rule its value must follow.
 */
export interface FieldSetting {
  /**
   * Show the field.
   */
  shown: boolean;
  /**
   * The field must be filled (its placeholder gets a leading ＊).
   */
  required: boolean;
  pattern?: PatternRule;
}
/**
 * A field's rule: one of the 21 pattern kinds (spec section 5) with length bounds and the message shown when it fails, or kind custom with an operator regex.
 */
export interface PatternRule {
  kind: PatternKind;
  /**
   * Fewest characters allowed.
   */
  min: number;
  /**
   * Most characters allowed (at least min).
   */
  max: number;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  messageKey: string;
  /**
   * Only for kind custom: the regex source (Unicode mode). It must compile and be safe from catastrophic backtracking.
   */
  regex?: string;
}
/**
 * The "I am at least N years old" checkbox on registration.
 */
export interface AgeConfirmation {
  /**
   * Show the checkbox; registration needs it ticked.
   */
  enabled: boolean;
  /**
   * The age the user confirms (18 in the spec).
   */
  age: number;
}
/**
 * Tunable business constants and limits (spec section 9).
 */
export interface Constants {
  /**
   * Notices per page in the announcement popup (8).
   */
  announcementPageSize: number;
  /**
   * Least time between two captcha refreshes (1000).
   */
  captchaRefreshMs: number;
  /**
   * Least time between two SMS-code requests (1000).
   */
  smsThrottleMs: number;
  /**
   * Countdown after sending a login SMS code (60).
   */
  loginSmsCountdownSeconds: number;
  /**
   * Countdown minutes for registration and forgot-password codes when the platform does not send expiredMinutes.
   */
  smsExpiredMinutes: number;
  /**
   * Time before a lazily loaded section counts as failed (120000).
   */
  lazyChunkTimeoutMs: number;
  customerServicePopup: PopupSize;
  /**
   * Minutes named in the "too many requests" message (5).
   */
  tooManyRequestsMinutes: number;
  /**
   * Most vendor icons in the footer (20).
   */
  footerVendorMax: number;
  /**
   * Most vendors in a header dropdown before the "more" entry (11).
   */
  dropdownVendorMax: number;
  /**
   * Vendor count above which the dropdown uses the wide layout (6).
   */
  dropdownWideOver: number;
  /**
   * App-download QR code size in pixels (130).
   */
  qrSize: number;
  pagination: PaginationDefaults;
  /**
   * Minutes after which an unconfirmed withdrawal counts as received (not given in the spec).
   */
  withdrawalConfirmMinutes: number;
  /**
   * The help centre's minimum height is the window height minus this (124).
   */
  helpCenterHeightOffset: number;
  activityComment: ActivityApplyLimits;
  /**
   * How often a logged-in portal refreshes the balance.
   */
  balanceRefreshMs: number;
  deposits?: DepositSettings;
  withdrawals?: WithdrawalSettings;
  feedback?: FeedbackSettings;
  rebates?: RebateSettings;
  pointMall?: PointMallSettings;
  protection?: ProtectionSettings;
  missions?: MissionSettings;
  significantEvents?: SignificantEventSettings;
  playLimits?: OperatorPlayLimits;
  /**
   * Agents' settlements (salaries and dividends) earning more than this, in major units, wait for the desk (finance or admin pays, adjusts or rejects them); smaller ones are paid by the settlement job at once. Without it every settlement is paid at once.
   */
  settlementReviewAbove?: number;
  rewardCenter?: RewardCenterSettings;
  referralRewards?: ReferralRewardSettings;
  /**
   * How often a logged-in portal calls the session keep-alive.
   */
  sessionTouchMs: number;
}
/**
 * Size of the customer-service pop-up window (440x500).
 */
export interface PopupSize {
  /**
   * Width in pixels.
   */
  width: number;
  /**
   * Height in pixels.
   */
  height: number;
}
/**
 * Pager defaults.
 */
export interface PaginationDefaults {
  /**
   * Page links around the current page (3).
   */
  pageRange: number;
  /**
   * Page links at each end (1).
   */
  marginPages: number;
}
/**
 * Limits on the activity application form.
 */
export interface ActivityApplyLimits {
  /**
   * Longest comment (140).
   */
  maxChars: number;
  /**
   * Most images (3, png or jpg).
   */
  maxImages: number;
  /**
   * Largest image in bytes (5 MB).
   */
  maxImageBytes: number;
}
/**
 * How members put money in: the channels the deposit page offers and the platform accepts. Amounts are in the currency's major units.
 */
export interface DepositSettings {
  /**
   * Members may deposit.
   */
  enabled: boolean;
  /**
   * Minutes a request waits for the provider's callback (or the desk) before it expires.
   */
  expiryMinutes: number;
  /**
   * The channels in the order the deposit page shows them.
   *
   * @minItems 1
   * @maxItems 20
   */
  channels: [DepositChannel, ...DepositChannel[]];
}
/**
 * One way to deposit: a provider name, its kind, amount range per currency, chips and fee.
 */
export interface DepositChannel {
  /**
   * Identifier stored with a deposit.
   */
  code: string;
  /**
   * bank: a bank transfer; ewallet: a mobile wallet; qr: scan a QR code; crypto: a crypto transfer.
   */
  kind: 'bank' | 'ewallet' | 'qr' | 'crypto';
  /**
   * The channel's name as shown. The text `payment.<code>` translates it: shipped for bank, or a merchant text in texts/<LANG>.json; a brand name (bKash) needs none.
   */
  name: string;
  /**
   * gateway: the member pays on the payment provider's checkout; manual: the member transfers and uploads a receipt for the desk.
   */
  method: 'gateway' | 'manual';
  /**
   * Smallest and largest deposit per currency; a currency not listed cannot use this channel.
   *
   * @minItems 1
   */
  limits: [DepositLimit, ...DepositLimit[]];
  /**
   * Fixed amounts offered as one-tap choices, major units.
   *
   * @maxItems 12
   *
   * Items: An amount, major units.
   */
  chips: number[];
  /**
   * true: only the chips may be chosen (no free amount).
   */
  chipsOnly: boolean;
  receivingAccount?: DepositReceivingAccount;
  fee: DepositFee;
}
/**
 * The amount range for one currency.
 */
export interface DepositLimit {
  /**
   * ISO 4217 code (BDT, VND, CNY).
   */
  currency: string;
  /**
   * Smallest deposit, major units.
   */
  min: number;
  /**
   * Largest deposit, major units.
   */
  max: number;
}
/**
 * Where a manual channel's member transfers the money: the merchant's own receiving account, shown on the deposit page. Required when method is manual.
 */
export interface DepositReceivingAccount {
  /**
   * The bank's name as shown.
   */
  bankName: string;
  /**
   * The account holder's name.
   */
  accountName: string;
  /**
   * The account number to transfer to.
   */
  accountNumber: string;
  /**
   * The branch, when members need it.
   */
  branch?: string;
}
/**
 * A percentage of the amount, at least minAmount and at most maxAmount (0 = no cap).
 */
export interface DepositPercentFee {
  /**
   * percent
   */
  kind: 'percent';
  /**
   * Percent of the amount (0 for none).
   */
  percent: number;
  /**
   * Least fee, major units (0 for none).
   */
  minAmount: number;
  /**
   * Most fee, major units (0 = no cap).
   */
  maxAmount: number;
}
/**
 * The same fee on every deposit.
 */
export interface DepositFixedFee {
  /**
   * fixed
   */
  kind: 'fixed';
  /**
   * The fee, major units (0 for none).
   */
  amount: number;
}
/**
 * Withdrawal rules the platform enforces and the withdraw page shows. Amounts are in the currency's major units (whole numbers).
 */
export interface WithdrawalSettings {
  /**
   * Members may ask for withdrawals.
   */
  enabled: boolean;
  /**
   * Smallest single withdrawal, major units.
   */
  minAmount: number;
  /**
   * Largest single withdrawal, major units.
   */
  maxAmount: number;
  /**
   * Most withdrawal requests per member per day (the merchant's day, see hours.utcOffsetMinutes).
   */
  dailyCount: number;
  hours: WithdrawalHours;
  fee: WithdrawalFee;
  /**
   * Valid bets since the last credited deposit must reach that deposit times this before a withdrawal (0 = no turnover rule for deposits).
   */
  turnoverMultiplier: number;
  /**
   * The multiplier a bonus credit gets when neither the desk nor the promotion names one: valid bets of the bonus times this (default: turnoverMultiplier). Each credit keeps the multiplier it got.
   */
  bonusTurnoverMultiplier?: number;
  /**
   * Security deposit held with each request as a fraction of the amount (0.05 = 5%); refunded when the member confirms receipt in time, kept when the withdrawal is forced to received.
   */
  penaltyRate: number;
  /**
   * Most payout accounts (bank accounts and e-wallets) a member may bind.
   */
  maxPayoutAccounts: number;
  /**
   * Where money can be paid out (names only, no real integrations).
   *
   * @minItems 1
   */
  payoutProviders: [PayoutProvider, ...PayoutProvider[]];
}
/**
 * When requests are taken: from and to as HH:MM in the merchant's time zone; from 00:00 to 24:00 is all day.
 */
export interface WithdrawalHours {
  /**
   * Opening time, HH:MM.
   */
  from: string;
  /**
   * Closing time, HH:MM (24:00 = midnight at the end of the day). A closing time before the opening time spans midnight.
   */
  to: string;
  /**
   * The merchant's time zone as minutes east of UTC (Dhaka 360, Hanoi 420, Beijing 480).
   */
  utcOffsetMinutes: number;
}
/**
 * The fee kept from a withdrawal: a percentage bounded by min and max, or a fixed amount.
 */
export interface WithdrawalFee {
  /**
   * Percent of the amount (0 for none).
   */
  percent: number;
  /**
   * A fixed fee in major units, added to the percentage part (0 for none).
   */
  fixedAmount: number;
  /**
   * Least fee in major units (0 for none).
   */
  minAmount: number;
  /**
   * Most fee in major units (0 = no cap).
   */
  maxAmount: number;
}
/**
 * A bank or e-wallet the member can bind.
 */
export interface PayoutProvider {
  /**
   * Identifier stored with a bound account.
   */
  code: string;
  /**
   * bank: a bank account; ewallet: a mobile wallet.
   */
  kind: 'bank' | 'ewallet';
  /**
   * The provider's name as shown. The text `payment.<code>` translates it: shipped for bank, or a merchant text in texts/<LANG>.json; a brand name (bKash) needs none.
   */
  name: string;
}
/**
 * The feedback form (spec: content between two word-count bounds; peers: one image, a captcha). The platform enforces every bound; the desk answers.
 */
export interface FeedbackSettings {
  /**
   * Members may send feedback.
   */
  enabled: boolean;
  /**
   * The feedback types offered, in display order.
   *
   * @minItems 1
   */
  types: [FeedbackType, ...FeedbackType[]];
  /**
   * Fewest words in the content (words as the Unicode word breaker counts them, so Chinese without spaces counts too).
   */
  minWords: number;
  /**
   * Most words in the content; at least minWords.
   */
  maxWords: number;
  /**
   * Most characters in the content, whatever the words (a bound on what is stored).
   */
  maxChars: number;
  /**
   * Largest attached image in bytes (png or jpg, checked by its bytes; 5 MB in the peers).
   */
  maxImageBytes: number;
}
/**
 * Rebates on valid bets: a rate per game category for each member level, claimed by the member (manualRebate) and shown on bonusDetails, with the lottery prize table.
 */
export interface RebateSettings {
  /**
   * Members may see and claim rebates.
   */
  enabled: boolean;
  /**
   * Smallest total a member may claim, in major units (default: anything above zero).
   */
  minClaimAmount?: number;
  /**
   * Rates per member level, from level 0 up. A member gets the rates of the highest listed level not above their own.
   *
   * @minItems 1
   */
  levels: [RebateLevel, ...RebateLevel[]];
  /**
   * The lottery prize table shown on bonusDetails: each play and what one unit staked pays.
   */
  lotteryPrizes?: LotteryPrize[];
}
/**
 * One member level's rates.
 */
export interface RebateLevel {
  /**
   * The member level (0 = every member).
   */
  level: number;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  nameKey: string;
  rates: RebateRates;
}
/**
 * Percent of the valid bet paid back per game category (0.8 = 0.8%). A category not listed earns nothing.
 */
export interface RebateRates {
  /**
   * Percent for RNG.
   */
  RNG?: number;
  /**
   * Percent for LIVE.
   */
  LIVE?: number;
  /**
   * Percent for FISH.
   */
  FISH?: number;
  /**
   * Percent for PVP.
   */
  PVP?: number;
  /**
   * Percent for SPORTS.
   */
  SPORTS?: number;
  /**
   * Percent for ESPORTS.
   */
  ESPORTS?: number;
  /**
   * Percent for COCKFIGHT.
   */
  COCKFIGHT?: number;
  /**
   * Percent for LOTT.
   */
  LOTT?: number;
  /**
   * Percent for ELOTT.
   */
  ELOTT?: number;
  /**
   * Percent for BGS.
   */
  BGS?: number;
  /**
   * Percent for BINGO.
   */
  BINGO?: number;
  /**
   * Percent for SEAMLESS.
   */
  SEAMLESS?: number;
}
/**
 * One row of the prize table.
 */
export interface LotteryPrize {
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * What a winning stake of 1 pays back (9 = nine times the stake).
   */
  payout: number;
}
/**
 * The points mall (/pointMall): how valid bets earn points, what a point costs when bought with money, and the products members redeem points for. Points never expire. Amounts of money are whole major units of the merchant's currency.
 */
export interface PointMallSettings {
  /**
   * The points mall is open to members.
   */
  enabled: boolean;
  earn: PointEarnRates;
  /**
   * What one point costs when a member converts money to points, in major units (at least one point per conversion).
   */
  moneyPerPoint: number;
  /**
   * Most points one conversion may buy.
   */
  maxConvertPoints: number;
  /**
   * What members can redeem, in the order shown. Ids must be unique.
   *
   * @maxItems 200
   */
  products: PointProduct[];
}
/**
 * Per game category (RNG, LIVE, LOTT, ...): the valid bet in major units that earns one point. A category not listed earns no points. Only settled real-money rounds count.
 */
export interface PointEarnRates {
  /**
   * Valid bet in major units per point in RNG.
   */
  RNG?: number;
  /**
   * Valid bet in major units per point in LIVE.
   */
  LIVE?: number;
  /**
   * Valid bet in major units per point in FISH.
   */
  FISH?: number;
  /**
   * Valid bet in major units per point in PVP.
   */
  PVP?: number;
  /**
   * Valid bet in major units per point in SPORTS.
   */
  SPORTS?: number;
  /**
   * Valid bet in major units per point in ESPORTS.
   */
  ESPORTS?: number;
  /**
   * Valid bet in major units per point in COCKFIGHT.
   */
  COCKFIGHT?: number;
  /**
   * Valid bet in major units per point in LOTT.
   */
  LOTT?: number;
  /**
   * Valid bet in major units per point in ELOTT.
   */
  ELOTT?: number;
  /**
   * Valid bet in major units per point in BGS.
   */
  BGS?: number;
  /**
   * Valid bet in major units per point in BINGO.
   */
  BINGO?: number;
  /**
   * Valid bet in major units per point in SEAMLESS.
   */
  SEAMLESS?: number;
}
/**
 * One product of the mall.
 */
export interface PointProduct {
  /**
   * Stable identifier (kept with every redemption).
   */
  id: string;
  /**
   * Which tab shows it: promotion (a bonus or voucher), live (live-casino chips or perks), gift (a thing).
   */
  kind: 'promotion' | 'live' | 'gift';
  /**
   * Text key of the product's name: a shipped key (points.product.*) or one in merchants/<code>/texts/<LANG>.json, translated in every supported language.
   */
  nameKey: string;
  /**
   * Points per unit.
   */
  pricePoints: number;
  /**
   * Money per unit in major units, paid from the wallet with the points (0 = points only).
   */
  priceMoney: number;
  /**
   * The stock the product starts with. The platform keeps the live count: redemptions take from it, rejected ones give back.
   */
  stock: number;
  /**
   * A thing sent by post: the member gives a name, an address and a phone number when redeeming.
   */
  physical: boolean;
  art: PointProductArt;
}
/**
 * The product's picture, drawn by the portal in the merchant's theme colours.
 */
export interface PointProductArt {
  /**
   * The picture's symbol.
   */
  icon: 'gift' | 'ticket' | 'coins' | 'smartphone' | 'headphones' | 'watch' | 'percent' | 'trophy';
}
/**
 * Player protection choices the platform enforces and the responsible-gaming page offers. Self-exclusion must offer at least 6 months, 1 year, 5 years and indefinite (UKGC, AGCO 2.13/2.14); time-outs run from 24 hours to 6 weeks (LCCP SR 3.5.3). A member on a break may still sign in to withdraw and read history (GLI-19 A.3.8). Without it, every period the platform knows is offered.
 */
export interface ProtectionSettings {
  /**
   * Time-outs offered, shortest first: 24h, 72h, 7d, 2w (14 days), 1m (a calendar month), 6w.
   *
   * @minItems 1
   */
  timeoutPeriods: [
    '24h' | '72h' | '7d' | '2w' | '1m' | '6w',
    ...('24h' | '72h' | '7d' | '2w' | '1m' | '6w')[]
  ];
  /**
   * Self-exclusions offered, shortest first: 6m, 1y, 2y, 3y, 5y (calendar months and years) and indefinite (no end date). 6m, 1y, 5y and indefinite must be among them.
   */
  selfExclusionPeriods: ('6m' | '1y' | '2y' | '3y' | '5y' | 'indefinite')[];
  /**
   * Lifting or shortening a self-exclusion early (MGA Player Protection Directive 2023): the member asks with a reason, the desk approves or refuses, then the member confirms no sooner than confirmAfterHours after the approval, and play resumes resumeAfterDays after that confirmation. Time-outs are never lifted early. Without it: 24 hours, then 7 days.
   */
  liftCoolingOff?: {
    /**
     * Hours after the desk's approval before the member may confirm the lift.
     */
    confirmAfterHours: number;
    /**
     * Days after the member's confirmation before play resumes.
     */
    resumeAfterDays: number;
  };
  /**
   * true: starting a self-exclusion pays the whole balance to the member's verified payout account (the oldest one whose holder name is the member's real name) as a withdrawal the desk pays out as usual, without fee or security deposit, and the member is told. Without a verified account the balance stays withdrawable in the restricted session. Default false.
   */
  payoutOnExclusion?: boolean;
  /**
   * Merchants naming the same group share self-exclusions: one taken on any of them excludes the same person on all (the same person: the same mobile number as stored, or the same email address ignoring case). Give every merchant the same group for a platform-wide exclusion. Without it a self-exclusion covers this merchant only.
   */
  exclusionGroup?: string;
  /**
   * A national self-exclusion register (as ROFUS, OASIS, Spelpaus) consulted at registration, login and deposit by mobile number and email. 'local': the platform's own stand-in register, kept in the desk (Protection page). Without it no register is consulted.
   */
  register?: 'local';
}
/**
 * Missions (missionLeaderboard page): targets on valid bets or credited deposits in a period, each with a prize the member claims once per period; the reward centre lists them. Without it missions are off.
 */
export interface MissionSettings {
  /**
   * Members may see and claim missions.
   */
  enabled: boolean;
  /**
   * The merchant's time zone as minutes east of UTC (360 = UTC+6): a daily mission starts at its midnight, a weekly one on its Sunday, a date range on its first day.
   */
  utcOffsetMinutes: number;
  /**
   * The missions, in the order the page shows them.
   *
   * @minItems 1
   * @maxItems 50
   */
  items: [Mission, ...Mission[]];
}
/**
 * One mission.
 */
export interface Mission {
  /**
   * A stable name for the mission: lower-case letters, digits and dashes, 2 to 40 characters (claims are kept under it, so never reuse one for another mission).
   */
  id: string;
  target: MissionTarget;
  period: MissionPeriod;
  prize: MissionPrize;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  descriptionKey?: string;
}
/**
 * What the member must reach in the period.
 */
export interface MissionTarget {
  kind: MissionTargetKind;
  /**
   * The sum to reach, in major units of the merchant's currency (100 = 100.00).
   */
  amount: number;
}
/**
 * When progress counts: daily (from the merchant's midnight), weekly (from Sunday) or range (from the first day to the last, both included).
 */
export interface MissionPeriod {
  kind: MissionPeriodKind;
  /**
   * First day of a range, as YYYY-MM-DD (only with kind range).
   */
  from?: string;
  /**
   * Last day of a range, as YYYY-MM-DD (only with kind range).
   */
  to?: string;
}
/**
 * What a member who reached the target may claim, once per period.
 */
export interface MissionPrize {
  kind: MissionPrizeKind;
  /**
   * The prize: money in major units of the merchant's currency; points as a whole number of points.
   */
  amount: number;
}
/**
 * When a real-money round is a significant event (GLI-19 2.8.8) the desk reads in its events log. Amounts in major units of the merchant's currency; a threshold left out records no such event.
 */
export interface SignificantEventSettings {
  /**
   * A stake of at least this much in one round is recorded as a large bet.
   */
  largeBetAtLeast?: number;
  /**
   * A win of at least this much in one round is recorded as a large win.
   */
  largeWinAtLeast?: number;
}
/**
 * The operator's own loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7). Where one is lower than the member's own limit, it applies; the member cannot raise above it. Amounts in major units.
 */
export interface OperatorPlayLimits {
  loss?: Periods;
  wager?: Periods;
  /**
   * Longest session, in minutes: after it no game launches nor rounds until the member signs in again.
   */
  sessionMinutes?: number;
}
export interface Periods {
  /**
   * Per 24 hours back from now.
   */
  day?: number;
  /**
   * Per 7 days back from now.
   */
  week?: number;
  /**
   * Per month back from now: a calendar month or 30 days, whichever is longer.
   */
  month?: number;
}
/**
 * Rewards a member claims in the reward centre (rewardCenter page): the daily sign-in, the newbie reward, the rescue fund and promo codes. Each part is optional: a part left out is off. Every reward is paid from the house to the member's wallet through the ledger, once.
 */
export interface RewardCenterSettings {
  /**
   * The merchant's time zone as minutes east of UTC (360 = UTC+6): a day (one sign-in, yesterday's loss for the rescue fund, a promo code's first and last day) starts at its midnight.
   */
  utcOffsetMinutes: number;
  signIn?: SignInReward;
  newbie?: NewbieReward;
  rescueFund?: RescueFund;
  /**
   * Codes the operator hands out (SMS, social media); a member types one in the reward centre. Each pays once per member, and never to more members than its limit.
   *
   * @maxItems 100
   */
  promoCodes?: PromoCode[];
}
/**
 * Daily sign-in: a member claims once per day. Consecutive days make a streak that walks down the amounts; a missed day starts again at the first.
 */
export interface SignInReward {
  /**
   * What day 1, day 2, ... of a streak pays, in major units of the merchant's currency (e.g. seven amounts for a week).
   *
   * @minItems 1
   * @maxItems 31
   *
   * Items: One day's amount in major units.
   */
  amounts: [number, ...number[]];
  /**
   * After the last day of the table: restart (the next day pays day 1 again, the default) or repeatLast (every further day pays the last amount).
   */
  afterLast?: 'restart' | 'repeatLast';
}
/**
 * A welcome reward a member claims once, within some days of registering.
 */
export interface NewbieReward {
  /**
   * The reward in major units of the merchant's currency.
   */
  amount: number;
  /**
   * How many days after registering it may be claimed (7 = until the same time a week later).
   */
  withinDays: number;
  /**
   * Only after the member's first deposit was credited (default false).
   */
  afterFirstDeposit?: boolean;
}
/**
 * A share of yesterday's net loss (settled real-money bets minus wins) given back, claimable during today only.
 */
export interface RescueFund {
  /**
   * The share of the loss paid, in percent (5 = 5%), rounded down to the currency's smallest unit.
   */
  percent: number;
  /**
   * The smallest net loss that earns anything, in major units.
   */
  minLoss: number;
  /**
   * The most one day's rescue pays, in major units (no cap without it).
   */
  maxAmount?: number;
}
/**
 * One promo code.
 */
export interface PromoCode {
  /**
   * What the member types: 4 to 20 capital letters and digits (a member may type it in small letters). Uses are kept under it, so never reuse one for another campaign.
   */
  code: string;
  /**
   * What it pays in major units of the merchant's currency.
   */
  amount: number;
  /**
   * First day it works, as YYYY-MM-DD in the merchant's time zone.
   */
  from: string;
  /**
   * Last day it works, as YYYY-MM-DD (included).
   */
  to: string;
  /**
   * How many members may use it in all.
   */
  limit: number;
}
/**
 * Referral rewards (member centre, referral page): what a member earns when a friend who registered through their invite link reaches a rule's threshold, paid into the member's wallet once per friend and rule. Without it friends earn nothing.
 */
export interface ReferralRewardSettings {
  /**
   * The rules, in the order the referral page lists them. Each is paid once per friend when the friend reaches it.
   *
   * @minItems 1
   * @maxItems 10
   */
  rules: [ReferralRule, ...ReferralRule[]];
}
/**
 * One rule: a threshold the friend reaches and the bonus the member gets for it.
 */
export interface ReferralRule {
  /**
   * A stable name for the rule: lower-case letters, digits and dashes, 2 to 40 characters (payments are kept under it, so never reuse one for another rule).
   */
  id: string;
  kind: ReferralRuleKind;
  /**
   * The amount the friend must reach, in major units of the merchant's currency (500 = 500.00).
   */
  threshold: number;
  /**
   * What the member is paid, in major units of the merchant's currency (no more decimals than the currency has).
   */
  bonus: number;
}
/**
 * How the portal reaches the platform (see PROTOCOL.md).
 */
export interface ApiSettings {
  /**
   * Platform base URL. "/" means the same origin the portal is served from.
   */
  baseUrl: string;
  /**
   * Scheme for calls flagged encrypt: des-rsa (the legacy platform's, for compatibility) or oaep-gcm (RSA-OAEP + AES-256-GCM).
   */
  encryption: 'des-rsa' | 'oaep-gcm';
  /**
   * Header name that carries each call's module id; platform versions differ.
   */
  moduleIdHeader: 'ModuleId' | 'Module-Id';
  /**
   * Client-side timeout per call, in milliseconds (20000 in the protocol).
   */
  timeoutMs: number;
}
/**
 * Per-form settings, keyed by the call the form sends (schemas/api/<call>.json, e.g. withdrawRequest). A form renders from that call's request schema; these settings change its order, texts and widgets, hide fields with a default, add patterns, and switch a money form's confirmation step. npm run validate refuses a call or a field the call's request does not have.
 */
export interface Forms {
  [k: string]: FormSettings | undefined;
}
/**
 * One form's settings.
 *
 * This interface was referenced by `Forms`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z][A-Za-z0-9]*$".
 */
export interface FormSettings {
  /**
   * A money form asks the member to confirm the amount, fee, what they receive and the account before the call (default true). false sends at once.
   */
  confirm?: boolean;
  /**
   * Field names in the order they show; fields not listed follow in the form's own order.
   */
  order?: string[];
  /**
   * Settings per field, keyed by the field's name in the call's request; a field of an object property by its path with '/' (recipient/name).
   */
  fields?: {
    [k: string]: FormFieldSettings | undefined;
  };
}
/**
 * How one field shows.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_]*(/[A-Za-z][A-Za-z0-9_]*)?$".
 */
export interface FormFieldSettings {
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  labelKey?: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  helpKey?: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  placeholderKey?: string;
  /**
   * The widget: money (amounts), text, password, select (a list), choice (a few options side by side), textarea.
   */
  widget?: 'money' | 'text' | 'password' | 'select' | 'choice' | 'textarea';
  /**
   * Not shown; sent with `default`.
   */
  hidden?: boolean;
  /**
   * The value a hidden field is sent with, as text (a number is written as it is sent, e.g. "100").
   */
  default?: string;
  /**
   * An extra rule the typed text must match (a JavaScript regex, checked for catastrophic backtracking).
   */
  pattern?: string;
  /**
   * A translation key in src/shared/i18n/locales/<CODE>.json; every supported language must have it.
   */
  patternMessageKey?: string;
}
