/* Generated from schemas/api/depositChannels.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/deposit/channels: the request and success value of the depositChannels call.
 */
export interface DepositChannelsCall {
  request: DepositChannelsRequest;
  response: DepositChannelsResponse;
}
export interface DepositChannelsRequest {}
export interface DepositChannelsResponse {
  expiryMinutes: number;
  channels: {
    code: string;
    kind: 'bank' | 'ewallet' | 'qr' | 'crypto';
    name: string;
    method: 'gateway' | 'manual';
    minMinor: number;
    maxMinor: number;
    chipsMinor: number[];
    chipsOnly: boolean;
    fee: import('../merchant.ts').DepositFee;
    /**
     * Manual channels: the merchant's account to transfer to; null for provider channels.
     */
    receivingAccount: import('../merchant.ts').DepositReceivingAccount | null;
  }[];
}
