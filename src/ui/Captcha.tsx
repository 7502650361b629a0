/**
 * The graphic captcha (a PNG drawn at twice the size shown, so it stays sharp on dense screens):
 * the picture refreshes on click, and the form learns the uuid to send back.
 * When the server says the captcha is off, nothing is shown and onState(false) tells the form.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { fetchCaptcha } from '#client/auth.calls.ts';

export interface CaptchaHandle {
  refresh(): void;
}

interface Props {
  label: string;
  refreshLabel: string;
  onUuid: (uuid: string) => void;
  onState: (enabled: boolean) => void;
  /** A picture the form already fetched (asking whether the captcha is on): shown, not asked again. */
  first?: { img?: string; uuid?: string } | undefined;
}

export const CaptchaImage = forwardRef<CaptchaHandle, Props>(function CaptchaImage(
  { label, refreshLabel, onUuid, onState, first },
  ref,
) {
  const [img, setImg] = useState(first?.img ? `data:image/png;base64,${first.img}` : undefined);
  const given = useRef(first?.img ? first.uuid : undefined);
  // Latest callbacks in a ref: the picture is fetched on mount and on click, never on re-render.
  const callbacks = useRef({ onUuid, onState });
  callbacks.current = { onUuid, onState };
  const refresh = useCallback(() => {
    fetchCaptcha()
      .then((c) => {
        callbacks.current.onState(c.captchaEnabled);
        if (c.captchaEnabled && c.img && c.uuid) {
          setImg(`data:image/png;base64,${c.img}`);
          callbacks.current.onUuid(c.uuid);
        }
      })
      // Unanswered, the captcha counts as on: the form shows it rather than wait for ever.
      .catch(() => callbacks.current.onState(true));
  }, []);
  useEffect(() => {
    if (given.current) callbacks.current.onUuid(given.current);
    else refresh();
  }, [refresh]);
  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  return (
    <button
      type="button"
      onClick={refresh}
      title={refreshLabel}
      aria-label={`${label}: ${refreshLabel}`}
      className="h-[38px] w-[120px] shrink-0 overflow-hidden rounded border border-gray-300 bg-gray-100"
    >
      {img && (
        <img
          src={img}
          alt={label}
          width={120}
          height={38}
          className="h-full w-full object-cover"
          data-testid="captcha-image"
        />
      )}
    </button>
  );
});
