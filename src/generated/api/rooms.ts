/* Generated from schemas/api/rooms.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RoomsResponse = {
  roomId: number;
  gameId: number;
  roomName: string;
  vassalage: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
  onlineCount: number;
  imagePath: string;
}[];

/**
 * GET /wps/relay/GLS2_roomList: the request and success value of the rooms call.
 */
export interface RoomsCall {
  request: RoomsRequest;
  response: RoomsResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface RoomsRequest {
  vassalage?: string;
  [k: string]: string | undefined;
}
