import { createHash } from 'node:crypto';

/** The id of the JSON list of tags the page adds once it has painted. */
const TAGS_ID = 'after-paint';

/**
 * The inline script that adds the page's script and preload tags once the browser has shown its
 * first contentful paint (the paint timing entry comes once the frame is on screen; a frame's
 * `requestAnimationFrame` runs before it is). Where paint timing is missing, after the first frame;
 * in a hidden tab, which paints nothing, at once. The same text on every page, so the pages'
 * Content-Security-Policy allows it by its hash (PAINT_FIRST_HASH).
 */
const PAINT_FIRST_SCRIPT =
  '(function(){var added=false;function add(){if(added)return;added=true;' +
  `JSON.parse(document.getElementById("${TAGS_ID}").textContent).forEach(function(tag){` +
  'var element=document.createElement(tag[0]);Object.keys(tag[1]).forEach(function(name){element.setAttribute(name,tag[1][name])});' +
  'document.head.appendChild(element)})}' +
  'if(document.hidden)return add();' +
  'if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(add)});' +
  'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)add()}).observe({type:"paint",buffered:true})})()';

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
export function withScriptsAfterPaint(html: string): string {
  const tags: Tag[] = [];
  const rest = html.replace(SCRIPT_TAGS, (_tag, script: string | undefined, rel: string, href: string, as: string, crossorigin: string | undefined) => {
    tags.push(script ? ['script', { src: script }] : ['link', { rel, href, as, ...(crossorigin ? { crossorigin: '' } : {}) }]);
    return '';
  });
  if (tags.length === 0) return html;
  // `<` escaped, so no text in the list can end its script element.
  const list = JSON.stringify(tags).replace(/</g, '\\u003c');
  return rest.replace('</body>', () => `<script type="application/json" id="${TAGS_ID}">${list}</script><script>${PAINT_FIRST_SCRIPT}</script></body>`);
}
