export * from './constants';
export * from './envelope';
export * from './site';
export * from './content';
export * from './goods';
export * from './member';
export * from './endpoints';
