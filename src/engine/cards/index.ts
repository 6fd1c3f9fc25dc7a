export * from './french';
export * from './decktet';
export * from './notation';
