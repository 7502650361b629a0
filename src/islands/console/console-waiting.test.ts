import { describe, expect, it } from 'vitest';
import { failedNotRedone } from './console-waiting.ts';

type Status = 'queued' | 'building' | 'live' | 'failed';
const row = (status: Status, redoneBy: number | null = null) => ({ status, redoneBy });

describe('failed rebuilds waiting', () => {
  it('counts the failures no later build has made live', () => {
    expect(failedNotRedone([row('failed'), row('building'), row('failed'), row('live')])).toBe(2);
    // A later build of other pages leaves a failure waiting; one that made its pages live does not.
    expect(failedNotRedone([row('live'), row('failed')])).toBe(1);
    expect(failedNotRedone([row('live'), row('failed', 7)])).toBe(0);
    expect(failedNotRedone([])).toBe(0);
  });
});
