export * from './types.ts';
export * from './wire-names.ts';
export * from './catalogue.ts';
export * from './filter.ts';
export * from './vendors.ts';
export * from './draws.ts';
export { seededRandom, hashString } from './rng.ts';
