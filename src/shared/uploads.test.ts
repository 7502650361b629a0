import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  filesProblem,
  formatAllowed,
  uploadProblem,
  UPLOAD_RULES,
} from './uploads.ts';

const MB = 1024 * 1024;
const rule = UPLOAD_RULES.attachment;
const pdf = (name = 'licence.pdf', size = 1000, type = 'application/pdf') => ({ name, size, type });

describe('upload rules', () => {
  it('generic uploads default to 5 files of 5 MB', () => {
    expect(rule).toMatchObject({ maxFiles: 5, maxMb: 5 });
  });
  it('accept a file when its extension or its MIME type is allowed', () => {
    expect(formatAllowed({ name: 'SCAN.PDF', size: 1 }, rule.types)).toBe(true);
    expect(formatAllowed({ name: 'scan.pdf', size: 1, type: '' }, rule.types)).toBe(true);
    expect(formatAllowed({ name: 'image', size: 1, type: 'image/jpeg' }, rule.types)).toBe(true);
    expect(formatAllowed({ name: 'photo.heic', size: 1, type: 'image/png' }, rule.types)).toBe(
      true,
    );
    expect(formatAllowed({ name: 'notes.txt', size: 1, type: 'text/plain' }, rule.types)).toBe(
      false,
    );
    expect(formatAllowed({ name: 'logo.svg', size: 1, type: 'image/svg+xml' }, rule.types)).toBe(
      false,
    );
    // A bare name is not an extension.
    expect(formatAllowed({ name: 'pdf', size: 1 }, rule.types)).toBe(false);
  });
  it('say what is wrong with one file: format first, then size', () => {
    expect(uploadProblem(pdf(), rule)).toBeUndefined();
    expect(uploadProblem(pdf('a.pdf', 5 * MB), rule)).toBeUndefined();
    expect(uploadProblem(pdf('a.pdf', 5 * MB + 1), rule)).toBe('upload.tooLarge');
    expect(
      uploadProblem({ name: 'a.exe', size: 6 * MB, type: 'application/x-msdownload' }, rule),
    ).toBe('upload.wrongFormat');
  });
  it('refuse a batch that would pass the file count, counting those already uploaded', () => {
    const five = Array.from({ length: 5 }, (_, i) => pdf(`${i}.pdf`));
    expect(filesProblem(0, five, rule)).toBeUndefined();
    expect(filesProblem(0, [...five, pdf()], rule)).toBe('upload.tooMany');
    expect(filesProblem(4, [pdf()], rule)).toBeUndefined();
    expect(filesProblem(4, [pdf(), pdf()], rule)).toBe('upload.tooMany');
    expect(filesProblem(1, [pdf()], { ...rule, maxFiles: 1 })).toBe('upload.tooMany');
  });
  it('refuse the whole batch when one file is wrong', () => {
    expect(filesProblem(0, [pdf(), { name: 'a.txt', size: 1, type: 'text/plain' }], rule)).toBe(
      'upload.wrongFormat',
    );
    expect(filesProblem(0, [pdf(), pdf('big.pdf', 6 * MB)], rule)).toBe('upload.tooLarge');
    expect(filesProblem(0, [pdf('big.pdf', 11 * MB)], { ...rule, maxMb: 10 })).toBe(
      'upload.tooLarge',
    );
    expect(filesProblem(0, [pdf('ok.pdf', 9 * MB)], { ...rule, maxMb: 10 })).toBeUndefined();
  });
  it('nothing chosen is no problem', () => {
    expect(filesProblem(5, [], rule)).toBeUndefined();
  });
  it('let the picker show files by extension and by MIME type', () => {
    expect(acceptAttribute(rule.types)).toBe(
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    );
    expect(acceptAttribute(['pdf', 'docx'])).toBe(
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // A kind without a known MIME type is offered by its extension alone.
    expect(acceptAttribute(['pdf', 'ofd'])).toBe('.pdf,.ofd,application/pdf');
  });
});
