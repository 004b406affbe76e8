import { createHash } from 'node:crypto';
import { AWAITS_SCRIPT_ATTRIBUTE, PAGE_HYDRATED_EVENT, TOKEN_KEY } from '@arcvest/shared/rules';

/** The id of the JSON list of tags the page adds once it has painted. */
const TAGS_ID = 'after-paint';

/** What a page's scripts wait for: its first paint, or the visitor's first move (a page with nothing to do before). */
export type ScriptsWaitFor = 'paint' | 'visitor';

/** What counts as the visitor's first move; `scroll` also comes from a screen reader's cursor moving the page. */
const FIRST_MOVES = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];

/**
 * A click on one of these before the page is hydrated does nothing: it is held and made again once
 * it is. A link goes where it points. A choice in a list (`select`) is made again too.
 */
const HELD_CLICKS = 'a[href],button,summary,[role=button]';

/**
 * The inline script that adds the page's script and preload tags (the JSON list) back.
 *
 * - After the first paint: once the browser has shown its first contentful paint (the paint timing
 *   entry comes once the frame is on screen; a frame's `requestAnimationFrame` runs before it is).
 *   Where paint timing is missing, after the first frame; in a hidden tab, which paints nothing, at once.
 * - On the visitor's first move, for a page whose list says `data-wait-for="visitor"` and a visitor
 *   who is not signed in (a signed-in visitor's page is drawn anew for them, so it loads at once):
 *   after one of FIRST_MOVES, or once an element marked AWAITS_SCRIPT_ATTRIBUTE (content that only the
 *   script fills) nears the screen. A click or a list's choice made before the page is hydrated is
 *   made again when the page fires PAGE_HYDRATED_EVENT (HydrationSignal in shared).
 *
 * The same text on every page, so the pages' Content-Security-Policy allows it by its hash (PAINT_FIRST_HASH).
 */
const PAINT_FIRST_SCRIPT = [
  `(function(){var list=document.getElementById(${JSON.stringify(TAGS_ID)}),added=false,held=[];`,
  'function add(){if(added)return;added=true;JSON.parse(list.textContent).forEach(function(tag){',
  'var element=document.createElement(tag[0]);Object.keys(tag[1]).forEach(function(name){element.setAttribute(name,tag[1][name])});',
  'document.head.appendChild(element)})}',
  // After the first paint.
  'function afterPaint(){if(document.hidden)return add();',
  'if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(add)});',
  'new PerformanceObserver(function(entries){if(entries.getEntriesByName("first-contentful-paint").length)add()}).observe({type:"paint",buffered:true})}',
  `var signedIn=false;try{signedIn=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})!==null}catch(error){}`,
  'if(list.getAttribute("data-wait-for")!=="visitor"||signedIn)return afterPaint();',
  // On the visitor's first move. Chromium sends a still pointer a pointermove when the page under it lays out: only one that moved counts.
  `var moves=${JSON.stringify(FIRST_MOVES)};`,
  'function moved(event){if(event&&event.type==="pointermove"&&!event.movementX&&!event.movementY)return;',
  'moves.forEach(function(type){removeEventListener(type,moved,true)});afterPaint()}',
  'moves.forEach(function(type){addEventListener(type,moved,{capture:true,passive:true})});',
  // Clicks held until the page is hydrated, then made again.
  `function hold(event){var target=event.target.closest&&event.target.closest(${JSON.stringify(HELD_CLICKS)});`,
  'if(!target||target.matches("a[href]"))return;event.preventDefault();event.stopPropagation();held.push(target);moved()}',
  'addEventListener("click",hold,true);',
  // A list's choice (the footer's language) is kept and chosen again: hydration draws the list's value from the page's state.
  'var chosen=[];function choose(event){if(event.target.tagName==="SELECT"){chosen.push([event.target,event.target.value]);moved()}}',
  'addEventListener("change",choose,true);',
  `addEventListener(${JSON.stringify(PAGE_HYDRATED_EVENT)},function(){removeEventListener("click",hold,true);removeEventListener("change",choose,true);`,
  'held.splice(0).forEach(function(target){if(target.isConnected)target.click()});',
  'chosen.splice(0).forEach(function(choice){if(choice[0].isConnected){choice[0].value=choice[1];choice[0].dispatchEvent(new Event("change",{bubbles:true}))}})},{once:true});',
  // Content only the script fills, nearing the screen.
  'if(window.IntersectionObserver){var near=new IntersectionObserver(function(entries){',
  'if(entries.some(function(entry){return entry.isIntersecting})){near.disconnect();moved()}},{rootMargin:"50% 0px"});',
  `[].forEach.call(document.querySelectorAll("[${AWAITS_SCRIPT_ATTRIBUTE}]"),function(element){near.observe(element)})}})()`,
].join('');

/** The CSP source that allows PAINT_FIRST_SCRIPT and no other inline script. */
export const PAINT_FIRST_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

/** A script with `defer` and `src`, or a link preloading or prefetching a script or a fetch, quoted or not (html-webpack-plugin minifies). */
const SCRIPT_TAGS =
  /<script defer(?:="")? src="?([^"\s>]+)"?\s*><\/script>|<link rel="?(preload|prefetch)"? href="?([^"\s>]+)"? as="?(script|fetch)"?( crossorigin)?\s*\/?>/g;

type Tag = [name: 'script' | 'link', attributes: Record<string, string>];

/**
 * A page sent as HTML with its scripts requested only once it has painted: the HTML, its
 * stylesheets and its font then have the connection to themselves, and the page shows that much
 * sooner on a slow network (docs/performance.md#pages-that-paint-before-their-script). Its script
 * and preload tags leave the head for a list that PAINT_FIRST_SCRIPT adds back after the first frame.
 */
export function withScriptsAfterPaint(html: string, waitFor: ScriptsWaitFor = 'paint'): string {
  const tags: Tag[] = [];
  const rest = html.replace(SCRIPT_TAGS, (_tag, script: string | undefined, rel: string, href: string, as: string, crossorigin: string | undefined) => {
    tags.push(script ? ['script', { src: script }] : ['link', { rel, href, as, ...(crossorigin ? { crossorigin: '' } : {}) }]);
    return '';
  });
  if (tags.length === 0) return html;
  // `<` escaped, so no text in the list can end its script element.
  const list = JSON.stringify(tags).replace(/</g, '\\u003c');
  const waiting = waitFor === 'visitor' ? ' data-wait-for="visitor"' : '';
  return rest.replace(
    '</body>',
    () => `<script type="application/json" id="${TAGS_ID}"${waiting}>${list}</script><script>${PAINT_FIRST_SCRIPT}</script></body>`,
  );
}
