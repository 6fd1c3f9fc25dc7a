/**
 * The event that asks every island to write its pending address changes now (see afterPaint in
 * src/islands/shared/url.ts): the language switch sends it before it reads the address, so a step
 * taken in the same frame as the tap on the switch is carried to the other language too.
 */
export const FLUSH_URL_EVENT = 'regelwerk:flush-url';
