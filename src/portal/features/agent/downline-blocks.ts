// The downline page's list and its open-an-account button in one chunk, as income-blocks.ts.
export { Downline } from './Downline.tsx';
export { OpenAccount } from './OpenAccount.tsx';
