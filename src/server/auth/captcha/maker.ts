/** Draws a graphic captcha with svg-captcha; the maker is swappable so tests can know the answer. */
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '#shared/constants.ts';

export interface CaptchaImage {
  text: string;
  svg: string;
}
export interface CaptchaMaker {
  create(): CaptchaImage;
}

export const svgCaptchaMaker: CaptchaMaker = {
  create() {
    // Characters people confuse (0/o, 1/l/i) are left out.
    const { text, data } = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      ignoreChars: '0oO1ilI',
      noise: 3,
      color: true,
      background: '#f4f6fa',
      width: 120,
      height: 40,
    });
    return { text, svg: data };
  },
};
