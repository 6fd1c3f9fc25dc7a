export * from './rules';
export * from './codes';
export * from './combos';
export * from './engine';
export * from './notation';
export * from './options';
export * from './examples';
export * from './game';
