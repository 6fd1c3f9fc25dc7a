/**
 * A worked Rommé example on the one example island: URL ?rm-<example>=<step>[:<move>;<move>…].
 */
import type { Lang } from '../../i18n/ui';
import { ExampleIsland } from '../shared/ExampleIsland';
import type { CaptionTerms } from '../shared/Caption';
import { ROMME_EXAMPLE_KIT } from './exampleKit';
import './romme.css';

export default function RommeExample({ lang, example, print, hl, terms }: { lang: Lang; example: string; print?: 'only'; hl?: string; terms?: CaptionTerms }) {
  return <ExampleIsland kit={ROMME_EXAMPLE_KIT} lang={lang} example={example} print={print} hl={hl} terms={terms} />;
}
