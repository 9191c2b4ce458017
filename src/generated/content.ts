/* Generated from schemas/content.schema.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * Lower-case letters, digits and dashes, unique within its list (used in links).
 */
export type ContentId = string;
/**
 * A portal path (starting with /) or an https address.
 */
export type Link = string;
/**
 * An image in the merchant's folder (svg, png, webp or jpg), e.g. content/art/welcome.svg.
 */
export type ArtFile = string;
export type AnnouncementPlacement = 'marquee' | 'popup';
/**
 * HTML body: p, h3, h4, ul, ol, li, strong, em, b, i, a, br, table parts; no script, style, frames, forms or event attributes.
 */
export type Html = string;
/**
 * A calendar day, YYYY-MM-DD (the merchant's day starts at 00:00 UTC).
 */
export type Day = string;
/**
 * auto: credited without asking; apply: the member applies and the desk reviews; join: the member opts in.
 */
export type PromotionClaim = 'auto' | 'apply' | 'join';

/**
 * What an operator writes for one merchant in one language: banner slides, announcements, promotions and the help centre. Lives at merchants/<code>/content/<LANG>.json, one file per supported language. HTML bodies are checked by `npm run validate` and sanitised again by the portal.
 */
export interface MerchantContent {
  /**
   * Path to this schema, so editors can autocomplete and check the file ("../../../schemas/content.schema.json").
   */
  $schema?: string;
  /**
   * The home carousel's slides, in the order shown.
   *
   * @minItems 1
   * @maxItems 8
   */
  banners: [Banner, ...Banner[]];
  /**
   * Notices: 'marquee' ones run in the home marquee and the announcement list; 'popup' ones open the announcement list on a visitor's first page of a session.
   *
   * @maxItems 50
   */
  announcements: Announcement[];
  /**
   * Promotions shown on the home strip and the promotions page, newest period first.
   *
   * @maxItems 50
   */
  promotions: Promotion[];
  /**
   * Help-centre articles; /help?page=<id> and /help#<id> open one. The footer's help links point at these ids.
   *
   * @minItems 1
   * @maxItems 30
   */
  help: [HelpArticle, ...HelpArticle[]];
}
export interface Banner {
  id: ContentId;
  /**
   * Headline over the art.
   */
  title: string;
  /**
   * One line under the headline.
   */
  text?: string;
  /**
   * The button's label.
   */
  action?: string;
  href?: Link;
  art: ArtFile;
}
export interface Announcement {
  id: ContentId;
  placement: AnnouncementPlacement;
  title: string;
  html: Html;
  from: Day;
  until?: Day;
}
export interface Promotion {
  id: ContentId;
  title: string;
  /**
   * One or two lines on the card.
   */
  summary: string;
  art: ArtFile;
  html: Html;
  from: Day;
  until?: Day;
  claim: PromotionClaim;
  raffle?: PromotionRaffle;
  /**
   * Valid bets a bonus of this promotion asks before a withdrawal, as a multiple of the bonus (the desk may set another when it approves one). Absent: the merchant's withdrawals.bonusTurnoverMultiplier.
   */
  turnoverMultiplier?: number;
}
/**
 * A lucky draw a member claims once within the promotion's period (MCS2_claimRafflePromotion): one prize drawn by weight and credited to the wallet as a promotion bonus. Money rules must read the same in every language's file (npm run validate checks it).
 */
export interface PromotionRaffle {
  /**
   * The prizes and how likely each is: a prize's chance is its weight over the sum of weights.
   *
   * @minItems 1
   * @maxItems 20
   */
  prizes: [RafflePrize, ...RafflePrize[]];
}
export interface RafflePrize {
  /**
   * The prize in the merchant currency's major units (e.g. 50 = 50 taka); at least one minor unit.
   */
  amount: number;
  /**
   * A whole number; higher is likelier.
   */
  weight: number;
}
export interface HelpArticle {
  id: ContentId;
  title: string;
  html: Html;
}
