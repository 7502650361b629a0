/**
 * `client:touch`: an island whose HTML is built as usual but whose script (React and all) loads
 * only when the reader first touches it: focus (Tab or a click into a field), a press, a key. The
 * sign-in pages use it: React alone weighs more than their whole budget, and a reader who only
 * looks at the page should not pay for it.
 *
 * Until the island runs, its fields are plain HTML inputs: what the reader types stays in them,
 * and is handed to the island as if typed again once it runs. A press of a button or a box, or a
 * submission, is held (a plain HTML submission would send the password in the address) and done
 * again once the island runs.
 *
 * The value names another trigger: `page` wakes the island at the first touch anywhere on the page
 * (the toasts' island, which shows what the forms say), `hash` at once when the address carries a
 * fragment (a setup link's ticket, which the island reads at start).
 */
import type { ClientDirective } from 'astro';

const WAKE = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;
const PRESSABLE = 'button, input[type=checkbox], input[type=radio], input[type=submit]';
const TYPED = 'input:not([type=checkbox],[type=radio],[type=submit],[type=button],[type=hidden])';
/** How long to wait for React to take over the island's elements before going on regardless. */
const TAKEOVER_MS = 5000;

/**
 * Whether React has taken this element over (hydrated it): it keeps its props on the element
 * under a `__reactProps$` key. React tracks an input's value from then on, so a value handed over
 * before would not count as a change.
 */
const takenOver = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Until React has taken over every control of the island: it hydrates a part at a time, and an
 * input it reaches after the hand-over would take the typed text for its own and drop it later.
 */
async function whenTakenOver(island: HTMLElement): Promise<void> {
  const until = Date.now() + TAKEOVER_MS;
  const controls = [...island.querySelectorAll(`${TYPED}, ${PRESSABLE}`)];
  while (!controls.every((c) => !c.isConnected || takenOver(c)) && Date.now() < until)
    await new Promise((done) => requestAnimationFrame(done));
}

/**
 * Tells the island what was typed before it ran: each input whose text differs from what the
 * island holds (React keeps it as the default value) gets an input event, set the way React
 * notices (its own value setter first, then the element's, which React does not watch). The text
 * is the one noted as typed: a render of the island in between may have emptied the input.
 */
function handOverTyped(island: HTMLElement, noted: Map<HTMLInputElement, string>) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  for (const input of island.querySelectorAll<HTMLInputElement>(TYPED)) {
    const typed = noted.get(input) ?? input.value;
    if (typed === input.defaultValue) continue;
    input.value = input.defaultValue;
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const hydrateOnTouch: ClientDirective = (load, options, island) => {
  const scope: HTMLElement | Document = options.value === 'page' ? document : island;
  let held: HTMLElement | HTMLFormElement | undefined;
  const noted = new Map<HTMLInputElement, string>();
  const note = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(TYPED))
      noted.set(event.target, event.target.value);
  };
  let started = false;

  const hold = (event: Event) => {
    const target = event.target as Element;
    const pressed = event.type === 'click' ? target.closest<HTMLElement>(PRESSABLE) : null;
    if (event.type === 'click' && !pressed) return;
    event.preventDefault();
    event.stopPropagation();
    held = pressed ?? (target as HTMLFormElement);
    void start();
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of WAKE) scope.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    await whenTakenOver(island);
    island.removeEventListener('click', hold, true);
    island.removeEventListener('submit', hold, true);
    island.removeEventListener('input', note, true);
    handOverTyped(island, noted);
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else held?.click();
  }

  for (const type of WAKE) scope.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('input', note, true);
  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
  if ((options.value === 'hash' && location.hash) || island.contains(document.activeElement))
    void start();
};

export default hydrateOnTouch;
