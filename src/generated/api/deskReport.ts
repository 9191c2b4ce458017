/* Generated from schemas/api/deskReport.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/report: the request and success value of the deskReport call.
 */
export interface DeskReportCall {
  request: DeskReportRequest;
  response: DeskReportResponse;
}
export interface DeskReportRequest {
  /**
   * The merchant day (YYYY-MM-DD); today when absent.
   */
  day?: string;
}
export interface DeskReportResponse {
  /**
   * The merchant day reported (YYYY-MM-DD).
   */
  day: string;
  currency: string;
  /**
   * The currency's minor-unit decimals.
   */
  decimals: number;
  /**
   * Day, month-to-date, year-to-date, life-to-date, in that order.
   */
  periods: {
    period: 'day' | 'mtd' | 'ytd' | 'ltd';
    /**
     * First merchant day of the period (null for life-to-date).
     */
    from: string | null;
    /**
     * Last merchant day of the period (the day reported).
     */
    to: string;
    /**
     * No deposit, withdrawal, stake, win or bonus entry in the period.
     */
    noActivity: boolean;
    depositsMinor: number;
    /**
     * Money out of wallets for withdrawals less money returned, positive when out.
     */
    withdrawalsMinor: number;
    stakesMinor: number;
    winsMinor: number;
    /**
     * Gross gaming revenue: stakes less wins.
     */
    ggrMinor: number;
    bonusesMinor: number;
  }[];
}
