export * from './rules';
export * from './engine';
export * from './notation';
export * from './positions';
export * from './options';
export * from './examples';
// The bid advisor (advisor.ts) is imported from its own file: pages load it only where it runs (the worker).
export * from './view';
export * from './game';
