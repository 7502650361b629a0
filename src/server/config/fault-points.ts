/**
 * Named places where a crash would hurt most. In a process started with FAULT_POINT=<name>, the
 * code stops there for good, after saying so on stdout, so a test can kill it at exactly that
 * moment and check what survived. Without the variable this does nothing.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.FAULT_POINT !== name) return;
  console.log(`[fault] reached ${name}`);
  await new Promise<never>(() => undefined);
}
