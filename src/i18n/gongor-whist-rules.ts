import type { Lang } from './ui';
import type { GongorWhistRuleId } from '../engine/gongor-whist/rules';

/**
 * The heading of each Gongor Whist rule section, in both languages. The pages
 * (content/{de,en}/gongor-whist.mdx) use exactly these texts in their <Rule>
 * headings (tests/gongor-whist/page-rules.test.ts holds that), and the islands
 * use them to name a rule when they explain a refused move.
 */
export const GONGOR_WHIST_RULE_NAMES: Record<GongorWhistRuleId, Record<Lang, string>> = {
  deck: { de: 'Die Karten', en: 'The cards' },
  'ace-stack': { de: 'Der Ass-Stapel und der erste Trumpf', en: 'The Ace stack and the first trump' },
  'fore-hand': { de: 'Die Vorhand', en: 'The fore hand' },
  bid: { de: 'Das Gebot', en: 'Bidding' },
  lead: { de: 'Der Strohmann spielt aus', en: 'The dummy leads' },
  follow: { de: 'Bedienen', en: 'Following' },
  twiddle: { de: 'Am Trumpf drehen', en: 'Twiddling trump' },
  'trick-winner': { de: 'Wer den Stich bekommt', en: 'Who takes the trick' },
  'exact-bid': { de: 'Das Gebot genau erfüllen', en: 'Making the bid exactly' },
  'aft-hand': { de: 'Die Rückhand', en: 'The aft hand' },
  reshuffle: { de: 'Neu mischen', en: 'Reshuffling' },
  'game-end': { de: 'Sieg und Niederlage', en: 'Winning and losing' },
  points: { de: 'Spiel um Punkte', en: 'Playing for points' },
};
