/** What the rest of the platform may use from the agent-contracts feature; its other files are its own. */
export { createDeskContractRoutes } from './desk-routes.ts';
export { createContractRoutes } from './routes.ts';
export { contractNotFound, decideContract, offerContract, requestOnContract } from './service.ts';
export type { ContractActor } from './service.ts';
export { createContractsStore } from './store.ts';
export type { ContractsStore } from './store.ts';
