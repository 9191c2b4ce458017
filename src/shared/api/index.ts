export * from './calls.ts';
export * from './call-spec.ts';
export * from './errors.ts';
export * from './client.ts';
