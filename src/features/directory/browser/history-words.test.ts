import { describe, expect, it } from 'vitest';
import { consoleWords } from '#i18n/console.ts';
import { WORKFLOW_SUBJECTS } from '#shared/vocabulary.ts';

describe('a unit’s history in the directory', () => {
  it('names every kind of step in both languages, never by its key', () => {
    const missing = WORKFLOW_SUBJECTS.flatMap((s) => [
      `console.history.subject.${s}`,
      `console.profile.subject.${s}`,
    ]).filter((key) => !(key in consoleWords.zh) || !(key in consoleWords.en));
    expect(missing).toEqual([]);
    expect(
      consoleWords.zh['console.history.subject.complaint' as keyof typeof consoleWords.zh],
    ).toBe('投诉建议');
  });
});
