/**
 * Mounts the complaint dialog on first use (content pages load no React until someone asks to
 * complain), and the toast renderer too when the page has none.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslations } from '#i18n/index.ts';
import { $locale } from '#client/stores/locale.ts';
import ComplaintDialog from './ComplaintDialog.tsx';
import Feedback from '#ui/Feedback.tsx';
import { $complaintOpen } from './complaint-open.store.ts';

let root: Root | undefined;

export function openComplaint(): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.complaintHost = '';
    document.body.append(host);
    root = createRoot(host);
    const locale = $locale.get();
    const needsFeedback = !document.querySelector('[data-feedback]');
    root.render(
      createElement(
        'div',
        null,
        createElement(ComplaintDialog, { locale }),
        needsFeedback
          ? createElement(Feedback, { closeLabel: useTranslations(locale)('common.close') })
          : null,
      ),
    );
  }
  $complaintOpen.set(true);
}
