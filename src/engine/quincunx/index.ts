export * from './rules';
export * from './scoring';
export * from './engine';
export * from './notation';
export * from './examples';
export * from './links';
export * from './view';
export * from './game';
