/** What the rest of the platform may use from the agent-contracts feature; its other files are its own. */
export { contractNotFound, decideContract, offerContract, requestOnContract } from './service.ts';
export type { ContractActor } from './service.ts';
