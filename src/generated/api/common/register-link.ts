/* Generated from schemas/api/common/register-link.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * An agent's invite link: registering with its code makes the new member the agent's downline player or downline agent.
 */
export interface RegisterLink {
  id: number;
  /**
   * The invite code (the link is /register?a=<code>).
   */
  code: string;
  /**
   * What the new member becomes.
   */
  kind: 'player' | 'agent';
  /**
   * Epoch ms after which the link is refused; null: never.
   */
  expiresAt: number | null;
  /**
   * Epoch ms.
   */
  createdAt: number;
  /**
   * Members registered through it.
   */
  registrations: number;
}
