/** What the rest of the platform may use from the desk feature; its other files are its own. */
export { deskAction } from './audit.ts';
export { authenticateOperator, requireOperator } from './auth.ts';
export { pageOf } from './paging.ts';
