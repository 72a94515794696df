/**
 * An export as a download; never cached. The byte-order mark makes Excel read the file as UTF-8
 * (names with accents), as the command line's --out files do; other programs ignore it.
 */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
