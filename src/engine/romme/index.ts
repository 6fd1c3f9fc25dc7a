export * from './rules';
export * from './melds';
export * from './search';
export * from './engine';
export * from './notation';
export * from './examples';
export * from './checker';
