/** The words every game island shares, in English (src/i18n/islands.ts loads one language per page). */
const ISLAND_EN = {
  start: 'Start',
  back: 'Back',
  forward: 'Next',
  step: (i: number, n: number) => `Step ${i} of ${n}`,
  steps: 'All steps',
  startPos: 'Starting position',
  notAllowed: 'Not allowed',
  seeRule: 'Rule',
  ruleNamed: (name: string) => `Rule “${name.replace(/“/g, '‘').replace(/”/g, '’')}”`,
  unknownMove: 'This move breaks a rule.',
  badMove: (token: string, pos: number) => `That is not a readable move: “${token}” at position ${pos + 1}.`,
  badUrl: 'The address held an invalid position; showing the start.',
  linkCut: (n: number) =>
    n === 0
      ? 'The moves in this address could not be read or played; this deal is shown from its start.'
      : `The address was damaged; the game is opened up to its last valid move (${n === 1 ? '1 move' : `${n} moves`}).`,
  newDeal: 'New deal',
  seed: 'Shuffle name',
  seedSummary: (seed: string) => `Shuffle “${seed}”`,
  dealSeed: 'Deal this shuffle',
  badSeed: 'A shuffle name is 1 to 32 letters, digits, “-” or “_”.',
  undo: 'Take back',
  restart: 'Restart',
  apply: 'Play',
  legal: 'Legal moves',
  moves: 'Moves played',
  noMoves: 'No moves yet.',
  tryIt: 'Enter a move of your own',
  yourMoves: 'Your moves',
  backToExample: 'Back to the example',
  missingExample: (id: string) => `There is no example “${id}”.`,
};

export default ISLAND_EN;
/** The words of src/i18n/islands.ts ISLAND, one language (the German table has the same shape). */
export type IslandWords = typeof ISLAND_EN;
