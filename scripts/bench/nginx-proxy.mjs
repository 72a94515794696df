// docs/deploy/nginx.conf as a deployment runs it, unprivileged in a directory of its own: a TLS
// certificate made here for 127.0.0.1, the placeholders filled in, and the few lines an nginx started
// outside its package needs around it. For the benches that measure the site behind its proxy.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const hasNginx = () => existsSync(NGINX);

/**
 * The configuration's text with each ${NAME} of `values` filled in, and the placeholders it has
 * that `values` does not fill (outside comments).
 */
export function fillTemplate(template, values) {
  const text = template.replace(/\$\{(\w+)\}/g, (placeholder, name) => values[name] ?? placeholder);
  const unfilled = text.split("\n").filter((line) => !line.trim().startsWith("#") && line.includes("${"));
  return { text, unfilled };
}

/**
 * nginx on https://127.0.0.1:`port` in front of `upstreams` (host:port each), from `root`'s
 * docs/deploy/nginx.conf. Resolves once it answers; `ca` is the
 * certificate to trust it by.
 */
export async function startNginx({ root, dir, port, upstreams }) {
  await mkdir(path.join(dir, "tmp"), { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const values = {
    SERVER_NAME: "127.0.0.1",
    HTTPS_PORT: String(port),
    TLS_CERTIFICATE: path.join(dir, "cert.pem"),
    TLS_CERTIFICATE_KEY: path.join(dir, "key.pem"),
    ...Object.fromEntries(upstreams.map((upstream, n) => [`APP_SERVER_${n + 1}`, upstream])),
    // The page for when no instance answers, read where the checkout keeps it.
    PROXY_PAGES: path.join(root, "docs/deploy"),
  };
  const { text, unfilled } = fillTemplate(await readFile(path.join(root, "docs/deploy/nginx.conf"), "utf8"), values);
  if (unfilled.length) throw new Error(`docs/deploy/nginx.conf has placeholders left unfilled:\n${unfilled.join("\n")}`);
  await writeFile(path.join(dir, "site.conf"), text);
  const temp = (name) => `${name}_temp_path ${path.join(dir, "tmp", name)};`;
  await writeFile(
    path.join(dir, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk.toString()));
  const ca = await readFile(path.join(dir, "cert.pem"), "utf8");
  return {
    child,
    base: `https://127.0.0.1:${port}`,
    ca,
    errors: () => errors,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
