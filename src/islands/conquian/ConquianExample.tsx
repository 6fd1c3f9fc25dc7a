/** A worked Conquian example: the one example island with the Conquian kit (kit.tsx). URL: ?cq-<example>=<step>[:<moves>]. */
import type { Lang } from '../../i18n/ui';
import { ExampleIsland } from '../shared/ExampleIsland';
import type { CaptionTerms } from '../shared/Caption';
import { CONQUIAN_KIT } from './kit';

export default function ConquianExample({ lang, example, print, hl, terms }: { lang: Lang; example: string; print?: 'only'; hl?: string; terms?: CaptionTerms }) {
  return <ExampleIsland kit={CONQUIAN_KIT} lang={lang} example={example} print={print} hl={hl} terms={terms} />;
}
