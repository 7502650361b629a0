import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportData } from '../contract/reports.contract.ts';
import { getReport, saveReport } from './reports.calls.ts';
import { draftField, reportDraft, reportSchema } from './report-draft.store.ts';

vi.mock('./reports.calls.ts', () => ({ getReport: vi.fn(), saveReport: vi.fn() }));

const answer = (over: Partial<ReportData> = {}): ReportData => ({
  id: 7,
  kind: 'productMonth',
  period: '2026-05',
  unitName: '苏州药机',
  header: { unitHead: '张敏', phone: '0512-66668888' },
  rows: [{ productCode: 'A1', modelSpec: null, thisMonth: 12.5 }],
  status: 'draft',
  returnReason: null,
  explanation: null,
  version: 3,
  submittedAt: null,
  updatedAt: null,
  ...over,
});

describe('report draft', () => {
  beforeEach(() => vi.mocked(getReport).mockResolvedValue(answer()));

  it('loads figures as text beside a header that keeps today where none was given', async () => {
    const draft = reportDraft('productMonth', '2026-06-01');
    await draft.load('2026-05');
    expect(getReport).toHaveBeenCalledWith({ kind: 'productMonth', period: '2026-05' });
    expect(draft.$values.get()).toEqual({
      unitHead: '张敏',
      filler: '',
      statisticsHead: '',
      phone: '0512-66668888',
      reportDate: '2026-06-01',
      rows: [{ productCode: 'A1', modelSpec: '', thisMonth: '12.5' }],
      explanation: '',
    });
    expect(draft.$dirty.get()).toBe(false);
  });

  it('is dirty once edited, and clean again once saved with the version it was loaded at', async () => {
    vi.mocked(saveReport).mockResolvedValue(answer({ version: 4 }));
    const draft = reportDraft('productMonth', '2026-06-01');
    await draft.load('2026-05');
    draft.$values.set({ ...draft.$values.get(), filler: '李娜' });
    expect(draft.$dirty.get()).toBe(true);
    await draft.save('2026-05', false);
    expect(saveReport).toHaveBeenCalledWith(
      { kind: 'productMonth', period: '2026-05' },
      expect.objectContaining({ version: 3, submit: false, header: expect.any(Object) }),
    );
    expect(draft.$report.get()?.version).toBe(4);
    expect(draft.$dirty.get()).toBe(false);
  });

  it("names the server's fields as the draft does", () => {
    expect(draftField('header.phone')).toBe('phone');
    expect(draftField('rows._')).toBe('rows');
    expect(draftField('rows.2.thisMonth')).toBe('rows.2.thisMonth');
  });

  it('lets a draft be half filled and asks a hand-in for everything', async () => {
    const half = {
      unitHead: '',
      filler: '',
      statisticsHead: '',
      phone: '',
      reportDate: '',
      rows: [],
    };
    expect((await reportSchema('productMonth', false)()).safeParse(half).success).toBe(true);
    const handIn = (await reportSchema('productMonth', true)()).safeParse(half);
    expect(handIn.success).toBe(false);
  });
});
