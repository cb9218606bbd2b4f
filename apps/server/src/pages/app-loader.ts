import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html.js';

/**
 * How a page the server drew starts the app: once its first frame is painted (at the next frame's
 * start) and its largest picture (the one it asks for with high priority) has come, and at the
 * latest 1.5 s after the page was read. The app's scripts take the page over; they are not needed
 * to see it. Fetched beside the page, they share a slow connection with the page's own bytes and
 * picture, which then show later; fetched after them, they start a round trip later and, the
 * bytes on the connection being the same, end about when they did. The page names the entry
 * (`data-app`) and the screen's own chunks (`data-preload`), which the loader asks for together
 * so that the screen's chunks do not wait for the entry.
 *
 * Inline, so that it costs no request of its own: the Content-Security-Policy allows it by its hash
 * (APP_LOADER_SOURCE) and still refuses every other inline script.
 */
export const APP_LOADER =
  "const tag=document.querySelector('script[data-app]');let started=false;" +
  'const start=()=>{if(started)return;started=true;' +
  "for(const href of tag.dataset.preload.split(' ').filter(Boolean)){" +
  "const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link);}" +
  'import(tag.dataset.app);};' +
  'const painted=()=>requestAnimationFrame(()=>requestAnimationFrame(start));' +
  'const picture=document.querySelector(\'img[fetchpriority="high"]\');' +
  "if(picture&&!picture.complete){picture.addEventListener('load',painted);picture.addEventListener('error',painted);}" +
  'else painted();' +
  'setTimeout(start,1500);';

/** The loader's entry of a Content-Security-Policy's script-src. */
export const APP_LOADER_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/** The loader, for a page whose app starts at `entry` and whose screen also needs `preload`. */
export function appLoaderTag(entry: string, preload: readonly string[]): string {
  return (
    `<script type="module" data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}">` +
    `${APP_LOADER}</script>`
  );
}
