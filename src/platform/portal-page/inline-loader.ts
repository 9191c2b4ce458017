/**
 * The portal's scripts start after the first paint. The build's page asks for
 * its entry module and preloads some 28 module chunks (~143 KB) from the head; Chrome requests
 * them before it paints, and Lighthouse's simulation of a phone on slow 4G (Lantern) then puts
 * every one of them in front of the first paint: the server-rendered page arrived in 30 ms but
 * "painted" at 2.4 s. So the served page carries neither: one small inline script at the end of
 * the body waits until the page has painted and its images have loaded (or 2 s after the paint),
 * then adds the preloads and the entry scripts. The markup and the inline CSS paint on their own; the
 * scripts only hydrate what is already there.
 *
 * The script is a fixed text, allowed by its hash in the CSP (routes/game-origin.ts portalCsp):
 * which files to load travel in its data attributes, which the hash does not cover, so every
 * build has the same hash. Nothing else inline may run.
 */
import { createHash } from 'node:crypto';
import { TAP_SCRIPT } from './inline-tap.ts';

/**
 * A visit the server's markup is not for (a signed-in member's reload: the markup is a guest's; a
 * visitor who chose another language than the markup's) would show that markup until the app
 * replaces it, a login dialog to a member for seconds: so there the loader swaps the markup for
 * the template's "Loading…" and starts the scripts at once, as main.tsx will render afresh anyway.
 * A visitor who touches or types before then starts them at once. Until the app has the page
 * (PortalRoot's `data-app`), a tap on a button of the server's markup is taken and played again
 * once the app has the page (inline-tap.ts), and a form's native submit is cancelled: the server's
 * login form would otherwise send the username and password in the address of a GET.
 * Otherwise it waits for the first contentful paint (Paint Timing; a frame and a task where it is missing),
 * then for the load event (at most 2 s), then starts the scripts. A hidden page (a background
 * tab, a prerender) has no paint to wait for; one hidden before it painted starts then. 10 s is
 * the backstop should no paint ever be reported.
 */
export const LOADER_SCRIPT = [
  '(function(d,w){var me=d.currentScript,done=0;',
  'function start(){if(done++||!me)return;var h=d.head,p=(me.getAttribute("data-preload")||"").split(" ");',
  'for(var i=0;i<p.length;i++){if(!p[i])continue;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=p[i];h.appendChild(l)}',
  'var e=(me.getAttribute("data-entry")||"").split(" ");',
  'for(i=0;i<e.length;i++){if(!e[i])continue;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e[i];h.appendChild(s)}}',
  'function fresh(){try{var s=w.sessionStorage,l=w.localStorage.getItem("hisLang"),g=d.documentElement.getAttribute("data-language"),r=d.getElementById("root");',
  'if(!(s.getItem("token")&&s.getItem("account"))&&!(l&&g&&l!==g))return 0;',
  'if(r&&!r.querySelector(".boot"))r.innerHTML="<p class=\\"boot\\">Loading\\u2026</p>";return 1}catch(x){return 0}}',
  'function painted(){if(d.readyState==="complete")return setTimeout(start,0);',
  'w.addEventListener("load",function(){setTimeout(start,0)});setTimeout(start,2000)}',
  'd.addEventListener("submit",function(e){if(!d.documentElement.hasAttribute("data-app"))e.preventDefault()},true);',
  TAP_SCRIPT,
  'var u=["pointerdown","keydown"];for(var k=0;k<u.length;k++)d.addEventListener(u[k],start,{capture:true,passive:true});',
  'if(fresh()||d.visibilityState==="hidden")return start();setTimeout(start,10000);',
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")start()});',
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];',
  'if(t.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(painted,0)});',
  'var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}});',
  'o.observe({type:"paint",buffered:true})})(document,window)',
].join('');

/** The CSP source that allows the loader (and nothing else inline). */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`;

/**
 * Vite's module scripts (the entry, and a chunk of runtime helpers it imports, which Vite names in
 * the page too) and the modulepreload links (vite.config.ts preloadApp), as the build writes them.
 */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The page with the build's module scripts and preloads replaced by the loader, placed last in the
 * body; the scripts keep their order (each imports what it needs, so the order is only which
 * request starts first). A page without a module script (a bare template, the "not built" page)
 * is returned as it is.
 */
export function deferScripts(template: string): string {
  const scripts = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = `<script data-entry="${scripts.join(' ')}" data-preload="${preloads.join(' ')}">${LOADER_SCRIPT}</script>`;
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
