// The stylesheet for highlighted code (src/lib/shiki-classes.mjs).
declare module 'virtual:regelwerk/shiki.css';
// Parts of a game catalog (src/lib/catalog-core.mjs); each loader says which keys it gets.
declare module '*.json?lesson' {
  const lesson: unknown;
  export default lesson;
}
declare module '*.json?examples' {
  const examples: unknown;
  export default examples;
}
