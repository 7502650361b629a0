/**
 * Toasts, notifications and confirm prompts as state: the middleware asks, a small island
 * renders (with-nanostores style). Toasts last 5 s.
 */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  resolve: (ok: boolean) => void;
}

export const TOAST_MS = 5_000;
export const $toasts = atom<Toast[]>([]);
export const $confirm = atom<ConfirmRequest | undefined>(undefined);

let nextId = 1;
export function toast(kind: ToastKind, message: string, ms = TOAST_MS): void {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  if (typeof setTimeout === 'function') setTimeout(() => dismiss(id), ms);
}

export function dismiss(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

const FLASH_KEY = 'flash';

/** A message for the next page: set before navigating away, shown by that page's header. */
export function flash(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    /* storage disabled: the message is lost, the navigation still happens */
  }
}

export function takeFlash(): string | undefined {
  try {
    const message = sessionStorage.getItem(FLASH_KEY) ?? undefined;
    sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return undefined;
  }
}

/** Resolves true on confirm, false on cancel. One prompt shows at a time; later asks queue behind it. */
export function confirm(req: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const open = () =>
      $confirm.set({
        ...req,
        resolve: (ok) => {
          $confirm.set(undefined);
          resolve(ok);
        },
      });
    if (!$confirm.get()) open();
    else {
      const unbind = $confirm.listen((v) => {
        if (!v) {
          unbind();
          open();
        }
      });
    }
  });
}
