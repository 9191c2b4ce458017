/* Generated from schemas/api/common/desk-operator.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A payments-desk operator as the desk sees one (never the password hash or TOTP secret).
 */
export interface DeskOperator {
  /**
   * The operator's id.
   */
  id: number;
  /**
   * Sign-in name, unique per merchant.
   */
  username: string;
  /**
   * finance: money queues; support: reads members' cases; admin: everything, operators and the audit log.
   */
  role: 'finance' | 'support' | 'admin';
  /**
   * A disabled operator cannot sign in and their sessions end.
   */
  disabled: boolean;
  /**
   * Epoch milliseconds.
   */
  createdAt: number;
}
