/**
 * The console's menu on a phone: the sidebar in a dialog. Loaded when first opened (ConsoleShell),
 * so the start page on a desktop loads no dialog code.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Sidebar } from './Sidebar.tsx';

export default function MobileDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  siteName: string;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 w-[200px] shadow-xl" data-console-drawer>
        <DialogTitle className="sr-only">{props.title}</DialogTitle>
        <Sidebar folded={false} siteName={props.siteName} />
      </DialogPanel>
    </Dialog>
  );
}
