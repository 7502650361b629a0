/** What a database refusal means, whichever driver raised it (the code may sit on its cause). */
export function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23505';
}
