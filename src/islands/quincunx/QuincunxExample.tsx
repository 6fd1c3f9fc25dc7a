/** A worked Quincunx example on the shared example island. URL: ?qx-<example>=<step>. */
import type { Lang } from '../../i18n/ui';
import { ExampleIsland } from '../shared/ExampleIsland';
import type { CaptionTerms } from '../shared/Caption';
import { QUINCUNX_KIT } from './exampleKit';
import './quincunx.css';

export default function QuincunxExample({ lang, example, print, hl, terms }: { lang: Lang; example: string; print?: 'only'; hl?: string; terms?: CaptionTerms }) {
  return <ExampleIsland kit={QUINCUNX_KIT} lang={lang} example={example} print={print} hl={hl} terms={terms} />;
}
