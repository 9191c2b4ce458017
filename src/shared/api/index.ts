export * from './calls.ts';
export * from './errors.ts';
export * from './client.ts';
