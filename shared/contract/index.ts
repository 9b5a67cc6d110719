import type { sharedAreas } from './areas.js';

type Areas = typeof sharedAreas;
/** Every area's endpoints by area name, as its loader in `areas.ts` gives them (a type only: nothing is loaded). */
export type Contract = { [A in keyof Areas as Areas[A] extends { load: () => Promise<unknown> } ? A : never]: Areas[A] extends { load: () => Promise<infer C> } ? C : never };
export type AreaName = keyof Contract;
/** `customers.list`, `auth.me`, … */
export type EndpointKey = { [A in AreaName]: `${A}.${keyof Contract[A] & string}` }[AreaName];
export type EndpointOf<K extends EndpointKey> = K extends `${infer A extends AreaName}.${infer N}`
  ? N extends keyof Contract[A] ? Contract[A][N] : never
  : never;

export * from './edit.js';
export * from './endpoint.js';
export * from './common.schema.js';
export * from './constants.js';
export * from './routes.js';
