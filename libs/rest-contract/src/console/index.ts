export * from './permissions';
export * from './call';
export * from './access-endpoints';
export * from './audit-endpoints';
export * from './dashboard-endpoints';
export * from './review-endpoints';
export * from './endpoints';
