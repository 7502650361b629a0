/** The erase form's state: its errors by field, from the server's answer. */
import { atom } from 'nanostores';
import { ApiError } from '#client/errors.ts';
import { toast } from '#client/stores/feedback.ts';
import { type EraseRequest, eraseUnit } from './erasure.calls.ts';

export const $eraseErrors = atom<Record<string, string>>({});

export const clearEraseErrors = () => $eraseErrors.set({});

/** Erases unit `id` at its request, with the server's word shown; resolves whether it was done. */
export async function eraseAsked(id: number, request: EraseRequest): Promise<boolean> {
  $eraseErrors.set({});
  try {
    const answer = await eraseUnit(id, request);
    toast('success', answer.msg);
  } catch (err) {
    if (err instanceof ApiError) $eraseErrors.set(err.fieldErrors());
    return false;
  }
  return true;
}
