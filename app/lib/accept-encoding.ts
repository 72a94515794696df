export type Encoding = "br" | "gzip";

/** The weight (q) an Accept-Encoding header gives each encoding it names; `*` stands for the rest. */
function weightsOf(acceptEncoding: string | null | undefined): (name: string) => number {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (name) => accepted.get(name) ?? accepted.get("*") ?? 0;
}

/** Picks brotli, then gzip, from an Accept-Encoding header, honouring q=0. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const weight = weightsOf(acceptEncoding);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return undefined;
}

/** Whether an Accept-Encoding header takes gzip (q above 0, by name or by `*`). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return weightsOf(acceptEncoding)("gzip") > 0;
}
