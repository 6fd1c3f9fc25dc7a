/** A worked Conquian example: the one example island with the Conquian kit (kit.tsx). URL: ?cq-<example>=<step>[:<moves>]. */
import type { Lang } from '../../i18n/ui';
import { ExampleIsland } from '../shared/ExampleIsland';
import { CONQUIAN_KIT } from './kit';

export default function ConquianExample({ lang, example, print, hl }: { lang: Lang; example: string; print?: boolean; hl?: string }) {
  return <ExampleIsland kit={CONQUIAN_KIT} lang={lang} example={example} print={print} hl={hl} />;
}
