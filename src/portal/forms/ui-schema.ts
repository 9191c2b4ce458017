// The portal's forms name their field specs from here; the building itself is shared with the
// desk (src/shared/forms/ui-schema.ts), so both render a call's request schema the same way.
export * from '../../shared/forms/ui-schema.ts';
