/** Full screen on and off; a browser without it is told so. */
import { useEffect, useState } from 'react';
import { Maximize, Minimize } from 'lucide-react';
import { toast } from '#client/stores/feedback.ts';
import { useConsole } from '#ui/console/context.ts';
import { IconButton } from '#ui/console/IconButton.tsx';

export function FullscreenButton() {
  const { t } = useConsole();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const follow = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) return toast('warning', t('error.fullscreen'));
    const asked = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    asked.catch(() => toast('warning', t('error.fullscreen')));
  };
  return (
    <IconButton
      label={t(full ? 'console.fullscreen.exit' : 'console.fullscreen.enter')}
      onClick={toggle}
    >
      {full ? <Minimize size={18} aria-hidden="true" /> : <Maximize size={18} aria-hidden="true" />}
    </IconButton>
  );
}
