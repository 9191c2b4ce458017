// contracts: the agent centre's contract parts (ContractParts.tsx: held, versions, given; one
// block each, for the type a block names), the contract machine's actors (actors.ts) shared with
// the model tests. One lazy chunk.
export const loadContractParts = () => import('./ContractParts.tsx');
