/** The words of one worked example in one language: its title, what the start shows, one caption per step. */
export interface ExampleText {
  readonly title: string;
  /** Caption of the starting position (step 0); a generic one is shown when absent. */
  readonly intro?: string;
  readonly steps: readonly string[];
}
