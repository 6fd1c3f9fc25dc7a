export * from './rng';
export * from './result';
export * from './rules';
export * from './text';
export * from './game';
