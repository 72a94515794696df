/** A count with its noun: "1 passkey", "3 passkeys", "2 people" (give the plural when it is not the noun plus s). */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
