// Inline scripts, bundled and minified at build time (vite.config.ts, inlineScripts).
declare module "virtual:page-script" {
  const source: string;
  export default source;
}
declare module "virtual:local-time-script" {
  const source: string;
  export default source;
}
