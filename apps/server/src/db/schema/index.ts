export * from './auth.ts';
export * from './billing.ts';
export * from './analyses.ts';
export * from './shares.ts';
export * from './readings.ts';
