/** Text the engine's worked examples carry in both page languages. */
export interface Caption {
  readonly de: string;
  readonly en: string;
}
