/**
 * Provinces by the first two digits of the administrative division code, which a unified social
 * credit code carries in its 3rd and 4th characters: the tax ID tells where a unit is registered.
 */
export const REGIONS = {
  '11': ['北京', 'Beijing'],
  '12': ['天津', 'Tianjin'],
  '13': ['河北', 'Hebei'],
  '14': ['山西', 'Shanxi'],
  '15': ['内蒙古', 'Inner Mongolia'],
  '21': ['辽宁', 'Liaoning'],
  '22': ['吉林', 'Jilin'],
  '23': ['黑龙江', 'Heilongjiang'],
  '31': ['上海', 'Shanghai'],
  '32': ['江苏', 'Jiangsu'],
  '33': ['浙江', 'Zhejiang'],
  '34': ['安徽', 'Anhui'],
  '35': ['福建', 'Fujian'],
  '36': ['江西', 'Jiangxi'],
  '37': ['山东', 'Shandong'],
  '41': ['河南', 'Henan'],
  '42': ['湖北', 'Hubei'],
  '43': ['湖南', 'Hunan'],
  '44': ['广东', 'Guangdong'],
  '45': ['广西', 'Guangxi'],
  '46': ['海南', 'Hainan'],
  '50': ['重庆', 'Chongqing'],
  '51': ['四川', 'Sichuan'],
  '52': ['贵州', 'Guizhou'],
  '53': ['云南', 'Yunnan'],
  '54': ['西藏', 'Tibet'],
  '61': ['陕西', 'Shaanxi'],
  '62': ['甘肃', 'Gansu'],
  '63': ['青海', 'Qinghai'],
  '64': ['宁夏', 'Ningxia'],
  '65': ['新疆', 'Xinjiang'],
  '71': ['台湾', 'Taiwan'],
  '81': ['香港', 'Hong Kong'],
  '82': ['澳门', 'Macao'],
} as const satisfies Record<string, readonly [string, string]>;

export type RegionCode = keyof typeof REGIONS;
export const REGION_CODES = Object.keys(REGIONS) as [RegionCode, ...RegionCode[]];

/** The province code of a tax ID, or null when its characters name none. */
export function regionOf(taxId: string): RegionCode | null {
  const code = taxId.slice(2, 4);
  return code in REGIONS ? (code as RegionCode) : null;
}

export const regionName = (code: RegionCode, locale: 'zh' | 'en'): string =>
  REGIONS[code][locale === 'zh' ? 0 : 1];

/** A province's name from a code as sent over the wire; '—' when there is none. */
export const regionLabel = (code: string | null, locale: 'zh' | 'en'): string =>
  code && code in REGIONS ? regionName(code as RegionCode, locale) : '—';
