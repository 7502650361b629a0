// @vitest-environment happy-dom
/**
 * A sign-in in a tab that knew another account learns who it is afresh: the page must not go on
 * saying it acts for the account before (the server refuses a token of another account).
 */
import { describe, expect, it } from 'vitest';
import { $session, saveToken, setInfo } from './session.ts';

describe('the session store', () => {
  it('forgets the account it knew when a new sign-in saves its token', () => {
    setInfo({
      user: { userId: 7, userName: 'a', nickName: 'A' } as Parameters<typeof setInfo>[0]['user'],
      roles: ['editor'],
      permissions: ['content:item:edit'],
    });
    saveToken('tok_abcdefghijklmnopqrstuvwxyz');
    expect($session.get()).toMatchObject({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      user: undefined,
      roles: [],
      permissions: [],
    });
  });
});
