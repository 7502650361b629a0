/**
 * An enterprise information form as a unit fills it in (one number typed with a decimal comma),
 * for the API and the browser tests alike: it imports nothing of either runner.
 */
export const sampleProfile = (attachment: string) => ({
  legalRepresentative: '王强',
  legalContact: '王强 13800000009',
  enterpriseContact: '赵敏',
  phone: '0512-66668888',
  address: '苏州工业园区星湖街 100 号',
  introduction: '专业生产冻干机与灭菌设备。',
  industryCategories: ['02', '05'],
  foundingDate: '2008-06-18',
  // Text, as typed: the server reads 12000.5 (the API describes the number it reads).
  buildingArea: '12000,5' as unknown as number,
  landArea: 30000,
  ownership: 'owned' as const,
  staffTotal: 420,
  technicalStaff: 96,
  outputValue: 56000,
  salesRevenue: 52000,
  exportAmount: 8000,
  products: [
    { name: '真空冷冻干燥机', modelSpec: 'LYO-20', avgUnitPrice: 380, annualCapacity: 60 },
  ],
  attachments: [attachment],
});
