/**
 * Meld checker: the reader picks cards (either pack, both jokers) into one or
 * more melds, names what each joker stands for (or lets the engine choose),
 * and sees for every meld whether it is valid, its value, or the rule it
 * breaks; the total and whether it makes a first meld; and the best melds the
 * engine's search finds among all the cards picked.
 * URL: ?rm-check=<meld> / <meld> …  (meld notation; a bare Jk is "let the engine choose").
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { bestMelds } from '../../engine/romme/search';
import { judgeGroups } from '../../engine/romme/checker';
import { meldRules, resolveOptions } from '../../engine/romme/engine';
import { physical, type MeldCard } from '../../engine/romme/melds';
import { FRENCH_RANKS, FRENCH_SUITS, isJoker } from '../../engine/cards/french';
import { explain } from '../../i18n/islands';
import { frenchCardName } from '../../i18n/french-cards';
import { meldCardName, ROMME_VIOLATIONS, ROMME_RULE_NAMES } from '../../i18n/romme';
import { RMP } from '../../i18n/romme-play';
import type { Lang } from '../../i18n/ui';
import type { Violation } from '../../engine/core/result';
import { restoreParam, writeParam } from '../shared/url';
import { cardsLabel } from './describe';
import { MeldCardView, MeldView, shortFace } from './Table';
import { checkFromUrl, checkToUrl, KEY, MAX, START } from './checkUrl';
import { useBestMelds } from './meldClient';
import './romme.css';
import { H, IslandLevel } from '../shared/Heading';
import { RuleRef } from '../shared/RuleRef';
import { glide } from '../shared/reveal';
import { arrowKeys, useRowStop } from '../shared/arrows';
import { Field } from '../shared/Field';

const SUIT_SYMBOL: Record<string, string> = { c: '♣', s: '♠', h: '♥', d: '♦' };
/** The checker judges under the default rules (as judgeGroups does). */
const RULES = meldRules(resolveOptions());
/** The first cards' best melds (six cards: microseconds), so the page shows them before and without JavaScript. */
const START_CARDS = START.flat().map(physical);
const START_BEST = { cards: START_CARDS, result: bestMelds(START_CARDS, RULES) };

function Problem({ v, lang }: { v: Violation; lang: Lang }) {
  return (
    <p class="rm-problem" data-rule={v.rule} data-code={v.code}>
      {explain(ROMME_VIOLATIONS, v.code, v.params, lang)} <RuleRef rule={v.rule} lang={lang} names={ROMME_RULE_NAMES} />
    </p>
  );
}

export default function RommeChecker({ lang, hl }: { lang: Lang; hl?: string }) {
  const t = RMP[lang];
  const [groups, setGroups] = useState<MeldCard[][]>(START.map((g) => [...g]));
  const [active, setActive] = useState(1);
  const [pack, setPack] = useState<0 | 1>(0);
  const [notice, setNotice] = useState('');

  useEffect(
    () =>
      restoreParam(
        KEY,
        checkFromUrl,
        (g) => {
          setGroups(g.length ? g : [[]]);
          setActive(Math.max(0, g.length - 1));
        },
        () => setNotice(t.badCheck),
      ),
    [],
  );

  const update = (g: MeldCard[][], act = active) => {
    const kept = g.length ? g : [[]];
    setGroups(kept);
    setActive(Math.min(act, kept.length - 1));
    setNotice('');
    writeParam(KEY, checkToUrl(kept) || null);
  };

  const picked = groups.flat().map(physical);
  const verdict = useMemo(() => judgeGroups(groups), [groups]);
  // the search over all the cards runs in a worker: the page never waits for it
  const best = useBestMelds(picked, RULES, START_BEST);
  const verdictOf = (gi: number) => {
    // judgeMelds skips empty groups; map back by position among the non-empty ones
    const idx = groups.slice(0, gi).filter((g) => g.length).length;
    return groups[gi]!.length ? verdict.groups[idx] : undefined;
  };

  const toggle = (card: string, fromPicker = false) => {
    if (fromPicker) setPicking(true);
    const where = groups.findIndex((g) => g.some((mc) => physical(mc) === card));
    if (where >= 0) {
      update(groups.map((g, i) => (i === where ? g.filter((mc) => physical(mc) !== card) : g)));
      return;
    }
    if (picked.length >= MAX) {
      setNotice(t.tooMany);
      return;
    }
    update(groups.map((g, i) => (i === active ? [...g, card] : g)));
  };
  const declare = (gi: number, joker: string, face: string) =>
    update(groups.map((g, i) => (i === gi ? g.map((mc) => (physical(mc) === joker ? (face ? `${joker}=${face}` : joker) : mc)) : g)));

  // On a phone the picker is 13 rows of buttons: the verdict under it stood 350–600 px below the card just tapped, so a
  // tap seemed to do nothing. The group cards go into, with its verdict and the total, stays at the screen's foot
  // while the picker is on it (sticky), with a button to the full verdict. Not a live region: the groups below are.
  const groupsRef = useRef<HTMLDivElement>(null);
  // Sticky only once the reader picks here: before that it stands where it is, under the picker. A line held at
  // the screen's foot covers the card buttons under it; at a page's load (Lighthouse, axe) and for a reader only
  // passing by, nothing is covered.
  const [picking, setPicking] = useState(false);
  const pickStatus = (() => {
    if (!picked.length) return null;
    const g = groups[active] ?? [];
    const v = verdictOf(active);
    const named = groups.filter((x) => x.length).length;
    return (
      <div class={`rm-pick-status${picking ? ' rm-pick-status--stuck' : ''}`} data-testid="rm-pick-status">
        <p>
          <span><strong>{t.group(active)}:</strong> {g.length ? cardsLabel(g, lang) : t.emptyGroup}</span>
          {v?.meld ? <span class="rm-ok">{t.valid(v.meld.kind, v.meld.value)}</span> : v ? <span class="rm-bad">{t.invalid}</span> : null}
          {named > 1 && <span>{t.together}: {t.points(verdict.value)}</span>}
        </p>
        <button type="button" onClick={() => groupsRef.current?.scrollIntoView({ block: 'start', behavior: glide() })}>{t.toVerdict}</button>
      </div>
    );
  })();

  const faces = FRENCH_SUITS.flatMap((s) => FRENCH_RANKS.map((r) => r + s));
  // the picker is one stop for the Tab key (it was 54), the arrow keys move between its keys: the key last focused,
  // by its place (a face without the pack's mark), so switching the pack keeps it
  const [stop, focused] = useRowStop([...faces, 'Jk', "Jk'"]);
  const mark = pack === 1 ? "'" : '';

  return (
    <IslandLevel hl={hl}>
    <section class="island rm rm-check" aria-label={t.checkerTitle} data-testid="rm-checker">
      <H class="rm-title">{t.checkerTitle}</H>
      {notice && <p class="error" role="alert">{notice}</p>}
      <fieldset class="rm-picker" aria-describedby="rm-pick-hint" onKeyDown={(e) => arrowKeys(e, '.rm-pick', FRENCH_RANKS.length)}>
        <legend>{t.pickerLabel}</legend>
        <div class="rm-packs" role="radiogroup" aria-label={`${t.pack(1)} / ${t.pack(2)}`}>
          {([0, 1] as const).map((p) => (
            <label>
              <Field wait="check">
                <input type="radio" name="rm-check-pack" checked={pack === p} onChange={() => setPack(p)} />
              </Field>{' '}
              {t.pack(p === 0 ? 1 : 2)}
            </label>
          ))}
        </div>
        {FRENCH_SUITS.map((s) => (
          <div class="rm-pick-row" role="group" aria-label={frenchCardName(lang, `A${s}`).replace(/-?Ass$|^Ace of /, '')}>
            <span class={`rm-pick-suit${s === 'h' || s === 'd' ? ' rm-red' : ''}`} aria-hidden="true">{SUIT_SYMBOL[s]}</span>
            {FRENCH_RANKS.map((r) => {
              const card = `${r}${s}${mark}`;
              const on = picked.includes(card);
              return (
                <button
                  type="button"
                  class={`rm-pick${on ? ' rm-pick--on' : ''}${s === 'h' || s === 'd' ? ' rm-red' : ''}`}
                  aria-pressed={on}
                  data-card={card}
                  tabIndex={r + s === stop ? 0 : -1}
                  onFocus={() => focused(r + s)}
                  onClick={() => toggle(card, true)}
                >
                  <span class="sr-only">{`${frenchCardName(lang, card)}${pack === 1 ? ` (${t.pack(2)})` : ''}`}</span>
                  <span aria-hidden="true">
                    {shortFace(r + s, lang).slice(1)}
                    {mark && '’'}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
        <div class="rm-pick-row" role="group" aria-label={t.jokers}>
          {['Jk', "Jk'"].map((j, i) => (
            <button type="button" class={`rm-pick rm-pick--joker${picked.includes(j) ? ' rm-pick--on' : ''}`} aria-pressed={picked.includes(j)} data-card={j} tabIndex={j === stop ? 0 : -1} onFocus={() => focused(j)} onClick={() => toggle(j, true)}>
              <span class="sr-only">Joker {i + 1}</span>
              <span aria-hidden="true">★{i ? '’' : ''}</span>
            </button>
          ))}
        </div>
        {/* one checker on a page (the play page), so one such id */}
        <p class="hint" id="rm-pick-hint">{t.pickerHint}</p>
        {pickStatus}
      </fieldset>

      <div class="rm-groupbar">
        <label>
          {t.addTo}{' '}
          <Field wait="short">
            <select value={String(active)} onChange={(e) => setActive(Number((e.currentTarget as HTMLSelectElement).value))} data-testid="rm-active-group">
              {groups.map((_, i) => <option value={String(i)}>{t.group(i)}</option>)}
            </select>
          </Field>
        </label>{' '}
        <button type="button" onClick={() => update([...groups, []], groups.length)} disabled={groups[groups.length - 1]!.length === 0}>{t.newGroup}</button>{' '}
        <button type="button" onClick={() => update([[]], 0)} disabled={picked.length === 0}>{t.clear}</button>
      </div>

      <div class="rm-groups" aria-live="polite" ref={groupsRef}>
        {picked.length === 0 && <p>{t.empty}</p>}
        {groups.map((g, gi) => {
          if (!g.length) return null;
          const v = verdictOf(gi);
          return (
            <div class={`rm-group${v?.meld ? ' rm-group--ok' : ' rm-group--bad'}`} data-testid={`rm-group-${gi}`}>
              <H sub={1}>{t.group(gi)}</H>
              <div class="rm-row">
                {g.map((mc) => (
                  <button type="button" class="rm-cardbtn" onClick={() => toggle(physical(mc))}>
                    <span class="sr-only">{t.removeCard(meldCardName(lang, mc))}</span>
                    <span aria-hidden="true">
                      <MeldCardView mc={mc} lang={lang} />
                    </span>
                  </button>
                ))}
              </div>
              {g.filter((mc) => isJoker(physical(mc))).map((mc) => {
                const joker = physical(mc);
                const declared = mc.includes('=') ? mc.slice(mc.indexOf('=') + 1) : '';
                const auto = !declared && v?.autoDeclared ? v.cards.find((x) => physical(x) === joker) : undefined;
                return (
                  <label class="rm-declare">
                    {t.jokerAs}{' '}
                    <select value={declared} onChange={(e) => declare(gi, joker, (e.currentTarget as HTMLSelectElement).value)}>
                      <option value="">{t.jokerAuto}{auto ? ` (${shortFace(auto.slice(auto.indexOf('=') + 1), lang)})` : ''}</option>
                      {faces.map((f) => <option value={f}>{frenchCardName(lang, f)}</option>)}
                    </select>
                  </label>
                );
              })}
              {v?.meld ? (
                <p class="rm-ok" data-testid="rm-group-verdict">{t.valid(v.meld.kind, v.meld.value)}</p>
              ) : v?.problem ? (
                <>
                  <p class="rm-bad" data-testid="rm-group-verdict">{t.invalid}</p>
                  <Problem v={v.problem} lang={lang} />
                </>
              ) : null}
            </div>
          );
        })}
      </div>

      {picked.length > 0 && (
        <div class="rm-summary" data-testid="rm-summary" aria-live="polite">
          <p>
            <strong>{t.together}: {t.points(verdict.value)}</strong>
          </p>
          {verdict.firstMeld.ok ? (
            <p class="rm-ok" data-testid="rm-first">{t.firstYes(verdict.value, verdict.minimum)}</p>
          ) : (
            <div data-testid="rm-first">
              {/* a combination that is no meld has its reason under it already: here only what that means */}
              {verdict.allValid ? (
                <>
                  <p class="rm-bad">{t.firstNo(verdict.value, verdict.minimum)}</p>
                  <Problem v={verdict.firstMeld.violation} lang={lang} />
                </>
              ) : (
                <p>{t.firstNeedsValid}</p>
              )}
            </div>
          )}
        </div>
      )}

      {picked.length > 0 && (
        <div class="rm-best" data-testid="rm-best">
          <H sub={1}>{t.best}</H>
          {best.result ? (
            best.result.melds.length ? (
              <>
                <p>{t.bestValue(best.result.value, verdict.minimum)}</p>
                <div class="rm-melds">{best.result.melds.map((m, i) => <MeldView cards={m} lang={lang} label={t.group(i)} />)}</div>
              </>
            ) : (
              <p>{t.bestNone}</p>
            )
          ) : (
            <p class="hint" aria-busy={best.busy} data-testid="rm-best-status">{best.unavailable ? t.bestUnavailable : t.bestBusy}</p>
          )}
        </div>
      )}
      <p class="hint">{t.urlNote}</p>
    </section>
    </IslandLevel>
  );
}
