export * from './rules';
export * from './combos';
export * from './engine';
export * from './notation';
export * from './examples';
