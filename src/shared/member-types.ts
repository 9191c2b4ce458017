// Who is an agent (spec section 4), in one place for the portal, the platform and the flows.
// The agent *flag* (member info's isAgent) is set for types 1, 2, 4, 41 and 42; the agent
// *centre* is only for 1, 2, 41 and 42, since type 4 is the trial (free-play) account, which is
// stopped with in_need_true_account.

export const TRIAL_TYPE = 4;
export const AGENT_FLAG_TYPES: readonly number[] = [1, 2, 4, 41, 42];
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];

/** The isAgent flag member info carries. */
export const hasAgentFlag = (type: number): boolean => AGENT_FLAG_TYPES.includes(type);

/** A real agent: may open the agent centre and be an upline (affiliate code). */
export const isAgentCentreType = (type: number): boolean => AGENT_CENTRE_TYPES.includes(type);

export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;
