import { afterEach, describe, expect, it, vi } from 'vitest';
import { RULES_WAIT_MS, rulesOf } from './useForm.ts';

afterEach(() => void vi.useRealTimers());

describe('a form’s rules that load', () => {
  it('load once, however many checks ask', async () => {
    const load = vi.fn(async () => 'schema');
    expect(await Promise.all([rulesOf(load), rulesOf(load)])).toEqual(['schema', 'schema']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stalled load fails after a while, and the next check tries again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce('schema');
    const stalled = rulesOf(load);
    const failed = expect(stalled).rejects.toThrow(/no answer/);
    await vi.advanceTimersByTimeAsync(RULES_WAIT_MS);
    await failed;
    expect(await rulesOf(load)).toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
