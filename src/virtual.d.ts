// The stylesheet for highlighted code (src/lib/shiki-classes.mjs).
declare module 'virtual:regelwerk/shiki.css';
// A game catalog's core (src/lib/catalog-core.mjs); each loader says which keys it gets.
declare module '*.json?core' {
  const core: unknown;
  export default core;
}
