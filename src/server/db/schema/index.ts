export * from './accounts.ts';
export * from './system.ts';
export * from './content.ts';
export * from './member.ts';
export * from './work.ts';
export * from './audit.ts';
export * from './imports.ts';
