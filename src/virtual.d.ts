// The stylesheet for highlighted code (src/lib/shiki-classes.mjs).
declare module 'virtual:regelwerk/shiki.css';
