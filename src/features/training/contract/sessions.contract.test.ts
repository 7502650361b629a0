/** Which session the door picks by itself: the one under way, else the next, else the last. */
import { describe, expect, it } from 'vitest';
import { currentSession, sessionsBody, sessionsCounted } from './sessions.contract.ts';

const day = '2026-12-17';
const sessions = [
  { id: 1, startsAt: `${day}T09:00:00+08:00`, endsAt: `${day}T12:00:00+08:00` },
  { id: 2, startsAt: `${day}T13:30:00+08:00`, endsAt: `${day}T17:00:00+08:00` },
];
const at = (time: string) => Date.parse(`${day}T${time}:00+08:00`);

describe('currentSession', () => {
  it('picks the session under way, else the next to start, else the last', () => {
    expect(currentSession(sessions, at('08:00'))?.id).toBe(1);
    expect(currentSession(sessions, at('10:00'))?.id).toBe(1);
    expect(currentSession(sessions, at('12:30'))?.id).toBe(2);
    expect(currentSession(sessions, at('14:00'))?.id).toBe(2);
    expect(currentSession(sessions, at('20:00'))?.id).toBe(2);
    expect(currentSession([], at('10:00'))).toBeNull();
  });

  it('refuses a session that ends before it starts, with the message key for both languages', () => {
    const parsed = sessionsBody.safeParse({
      sessions: [{ name: '上午', startsAt: sessions[0]?.endsAt, endsAt: sessions[0]?.startsAt }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.session.endBeforeStart');
  });

  it('a check-in without a session counts for every session of its Beijing day', () => {
    const checkin = (sessionId: number | null, moment: string) => ({
      sessionId,
      checkedInAt: new Date(moment),
    });
    expect(sessionsCounted(sessions, checkin(2, `${day}T09:05:00+08:00`))).toEqual([2]);
    // 00:30 in Beijing is still the day before in UTC: the day is Beijing's.
    expect(sessionsCounted(sessions, checkin(null, `${day}T00:30:00+08:00`))).toEqual([1, 2]);
    expect(sessionsCounted(sessions, checkin(null, '2026-12-18T09:00:00+08:00'))).toEqual([]);
  });
});
