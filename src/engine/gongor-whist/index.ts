export * from './rules';
export * from './engine';
export * from './notation';
export * from './options';
export * from './examples';
export * from './advisor';
