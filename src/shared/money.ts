/**
 * Amounts written out in Chinese capitals (大写), the way a receipt must show them beside the
 * figures so that neither can be altered alone: 12000.00 → 人民币壹万贰仟元整.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** The whole yuan of a digit string, by sections of four digits; one 零 stands for any run of zeros. */
function yuanInCapitals(digits: string): string {
  const d = digits.replace(/^0+/, '');
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < d.length; i++) {
    const digit = Number(d[i]);
    const pos = d.length - 1 - i;
    if (digit === 0) zeroPending = true;
    else {
      if (zeroPending) out += '零';
      zeroPending = false;
      out += `${DIGITS[digit]}${PLACES[pos % 4]}`;
    }
    const section = Math.floor(pos / 4);
    // A section's name follows its last digit when any of its four digits is not zero.
    if (pos % 4 === 0 && section > 0 && /[1-9]/.test(d.slice(Math.max(0, i - 3), i + 1)))
      out += SECTIONS[section];
  }
  return out;
}

/** `amount` is yuan as written in the database: digits, an optional point and up to two decimals. */
export function amountInCapitals(amount: string): string {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const yuan = yuanInCapitals(match[1] ?? '');
  const [jiao = 0, fen = 0] = (match[2] ?? '').padEnd(2, '0').split('').map(Number);
  if (!yuan && !jiao && !fen) return '人民币零元整';
  let out = yuan ? `${yuan}元` : '';
  if (jiao) out += `${DIGITS[jiao]}角`;
  else if (yuan && fen) out += '零';
  // Written to the 角 or the 元 an amount ends with 整; written to the 分 it does not.
  out += fen ? `${DIGITS[fen]}分` : '整';
  return `人民币${out}`;
}
