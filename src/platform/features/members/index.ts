/** What the rest of the platform may use from the members feature; its other files are its own. */
export type { Member, MembersStore, Protection, ProtectionKind } from './store.ts';
export { toMember } from './store.ts';
