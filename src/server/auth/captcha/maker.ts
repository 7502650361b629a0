/**
 * Makes graphic captchas: four characters drawn as a distorted PNG (see picture.ts). The maker is
 * swappable so tests can know the answer.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '#shared/constants.ts';
import { drawCaptcha } from './picture.ts';

/**
 * Capitals and digits people do not confuse once bent: no 0/O/D/Q, 1/I, 2/Z, 5/S, 6/G, 8/B,
 * U/V. Answers are compared without case, so lower case would add nothing.
 */
export const CAPTCHA_ALPHABET = 'ACEFHJKLMNPRTWXY23456789';

import type { CaptchaMaker } from '#server/http/ports.ts';

export type { CaptchaMaker };

export const pngCaptchaMaker: CaptchaMaker = {
  async create() {
    let text = '';
    for (let i = 0; i < CAPTCHA_LENGTH; i++)
      text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
    return { text, png: await drawCaptcha(text) };
  },
};
