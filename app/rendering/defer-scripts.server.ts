import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/*
 * A page with React loads it without delaying its first paint. React Router writes a module
 * preload for every script the page will run (hoisted by React into <head>, so the browser asks
 * for about 120 KB of JavaScript at high priority alongside the stylesheet) and a module script
 * that imports them. Here the preloads go, and the module script becomes a small inline script
 * that adds it, unchanged and with the same nonce, once the browser has painted the page: the
 * stylesheet and the page's own images have the network to themselves until then.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/g;

/** Inline script text that adds `code` as a module script after the first paint (the frame after the first animation frame). */
function afterFirstPaint(nonce: string, code: string): string {
  // React Router writes the module script (its imports, then the route manifest as indented JSON)
  // one statement or value per line, each statement ending in ";": the line breaks and the
  // indentation carry nothing, and go. In a string inside a <script>: no "<" may close the element
  // or open a comment.
  const text = JSON.stringify(code.replace(/\n\s*/g, "")).replace(/</g, "\\u003c");
  // data-react="loading" until the root layout's first effect says "ready" (tests wait on it).
  return (
    `<script nonce="${nonce}">document.documentElement.dataset.react="loading";requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};s.textContent=${text};` +
    `document.body.appendChild(s)})})</script>`
  );
}

/** The whole document with its scripts deferred past the first paint (a page without React is unchanged). */
export function deferScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_, nonce: string, code: string) => afterFirstPaint(nonce, code));
}

/**
 * deferScripts for a streamed document: text is passed on as soon as no preload link or module
 * script can still be cut in two by the next chunk.
 */
export function deferScriptsStream(): Transform {
  let pending = "";
  const decoder = new StringDecoder("utf8");
  const safeEnd = (text: string) => {
    const openScript = text.lastIndexOf("<script");
    if (openScript !== -1 && text.indexOf("</script>", openScript) === -1) return openScript;
    const openTag = text.lastIndexOf("<");
    return openTag !== -1 && text.indexOf(">", openTag) === -1 ? openTag : text.length;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const end = safeEnd(pending);
      const ready = deferScripts(pending.slice(0, end));
      pending = pending.slice(end);
      callback(null, ready);
    },
    flush(callback) {
      callback(null, deferScripts(pending + decoder.end()));
    },
  });
}
