/* Generated from schemas/api/lotteryGroups.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type LotteryGroupsResponse = {
  gameGroupCode: string;
  labelName: string;
  gameMenus: {
    gameCode: string;
    gameName: string;
    vassalage: string;
    defaultPlayType: string;
  }[];
  /**
   * Translation key of the group label.
   */
  labelKey: string;
}[];

/**
 * GET /lgw/games/lottery_groups: the request and success value of the lotteryGroups call.
 */
export interface LotteryGroupsCall {
  request: LotteryGroupsRequest;
  response: LotteryGroupsResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface LotteryGroupsRequest {
  vassalage?: string;
  [k: string]: string | undefined;
}
