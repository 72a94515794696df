// The page script, bundled and minified at build time (vite.config.ts, pageScript).
declare module "virtual:page-script" {
  const source: string;
  export default source;
}
