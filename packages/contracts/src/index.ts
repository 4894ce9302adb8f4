export * from './messages.ts';
export * from './validation.ts';
export * from './plans.ts';
export * from './currency.ts';
export * from './analysis-types.ts';
export * from './relative-time.ts';
export * from './billing-api.ts';
export * from './analysis-api.ts';
