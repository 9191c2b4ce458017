// contracts: the agent centre's four contract pages (one component by type), the contract
// machine's actors (actors.ts) shared with the model tests. One lazy chunk.
export const loadContractPages = () => import('./ContractPage.tsx');
