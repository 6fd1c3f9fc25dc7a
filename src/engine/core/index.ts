export * from './rng';
export * from './result';
export * from './rules';
export * from './game';
