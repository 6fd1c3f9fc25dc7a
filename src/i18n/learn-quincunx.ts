/** Quincunx's words for the lesson and practice islands (src/i18n/{de,en}/learn-quincunx.json): the table, and one sentence per Quincunx learn code. */
import { templated } from './format';
import { learnSentences, type LearnSentences } from './learn';
import de from './de/learn-quincunx.json';
import en from './en/learn-quincunx.json';

const words = (w: typeof en.ui) => ({ ...w, ...templated(w, { cell: 'c', pile: 'n', didPlace: 'card cell', points: 'n', yourPoints: 'n' }) });

export const LEARN_QX = { de: words(de.ui), en: words(en.ui) };

/** One sentence per Quincunx learn code (src/learn/quincunx.ts). */
export const QUINCUNX_LEARN_MISSES: LearnSentences = learnSentences({ de: de.misses, en: en.misses });
