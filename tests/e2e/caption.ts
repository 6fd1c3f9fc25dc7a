// A worked example's caption as a reader sees it (issue 14.3): the caption strings may mark glossary terms,
// `[[id|words]]` (src/islands/shared/Caption.tsx), which the page shows as `words` with a hidden explanation.
// So a spec compares the visible text (innerText: a closed explanation is not rendered) with the string
// without its markers. The one place the specs compare captions. innerText needs the caption rendered:
// an island off screen skips its content's rendering (content-visibility: auto), so it is scrolled to first,
// and the pointer is moved away, so a term that scrolled under it does not show its explanation.
import { expect, type Locator } from '@playwright/test';
import { plainCaption } from '../../src/islands/shared/Caption';

/** The caption (or printed caption) shows `raw` as read: its words, without markers or explanations. */
export async function expectCaption(caption: Locator, raw: string, message?: string): Promise<void> {
  await caption.scrollIntoViewIfNeeded();
  await caption.page().mouse.move(0, 0);
  await expect(caption, message).toHaveText(plainCaption(raw), { useInnerText: true });
}
