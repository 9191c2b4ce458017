/** What the rest of the platform may use from the members feature; its other files are its own. */
export { createMemberRoutes } from './routes.ts';
export { createMembersStore } from './store.ts';
export type { Member, MembersStore, Protection, ProtectionKind } from './store.ts';
