/** Whether the complaint dialog shows: set by whoever opens it (open.ts), read by the dialog. */
import { atom } from 'nanostores';

export const $complaintOpen = atom(false);
