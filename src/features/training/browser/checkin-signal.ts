/**
 * What a scan sounds like, beside the colour, the symbol and the words on screen: one high beep
 * for in, two middle ones for "already", one low buzz for refused; and a short vibration.
 */
export type Tone = 'ok' | 'warn' | 'bad';

let audio: AudioContext | undefined;

const PATTERNS: Record<Tone, [number, number][]> = {
  ok: [[1320, 0.12]],
  warn: [
    [880, 0.1],
    [880, 0.1],
  ],
  bad: [[220, 0.35]],
};

export function signal(tone: Tone): void {
  try {
    navigator.vibrate?.(tone === 'ok' ? 80 : [80, 60, 80]);
    audio ??= new AudioContext();
    let at = audio.currentTime;
    for (const [frequency, seconds] of PATTERNS[tone]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      osc.type = tone === 'bad' ? 'square' : 'sine';
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + seconds);
      at += seconds + 0.06;
    }
  } catch {
    /* no sound on this browser: the screen still says it */
  }
}
