/** Posts JSON to one of the console's data routes; a refusal throws with the server's message. */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? "The server did not answer. Please try again.");
  return answer;
}
