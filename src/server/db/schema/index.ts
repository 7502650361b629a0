export * from './accounts.ts';
export * from './system.ts';
