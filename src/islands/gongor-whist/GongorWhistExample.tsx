/** A worked Gongor Whist example: the shared example island with the Gongor Whist kit. URL: ?gw-<example>=<step>[:<move>;…]. */
import type { Lang } from '../../i18n/ui';
import { ExampleIsland } from '../shared/ExampleIsland';
import type { CaptionTerms } from '../shared/Caption';
import { GONGOR_WHIST_KIT } from './exampleKit';
import './gongor-whist.css';

export default function GongorWhistExample({ lang, example, print, hl, terms }: { lang: Lang; example: string; print?: 'only'; hl?: string; terms?: CaptionTerms }) {
  return <ExampleIsland kit={GONGOR_WHIST_KIT} lang={lang} example={example} print={print} hl={hl} terms={terms} />;
}
