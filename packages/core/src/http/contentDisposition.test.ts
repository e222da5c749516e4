import { describe, expect, it } from 'vitest';
import { attachmentFileName, isAttachment } from './contentDisposition';

describe('content disposition', () => {
  it('recognises attachments and nothing else', () => {
    expect(isAttachment('attachment; filename="a.xlsx"')).toBe(true);
    expect(isAttachment('Attachment')).toBe(true);
    expect(isAttachment('inline; filename="a.png"')).toBe(false);
    expect(isAttachment(null)).toBe(false);
  });

  it('prefers the UTF-8 file name and falls back to the plain one', () => {
    expect(attachmentFileName(`attachment; filename="x.csv"; filename*=UTF-8''%E8%BD%A6%E8%BE%86.csv`)).toBe(
      '车辆.csv',
    );
    expect(attachmentFileName('attachment; filename="track \\"A\\".kml"')).toBe('track "A".kml');
    expect(attachmentFileName('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(attachmentFileName('attachment')).toBeNull();
  });

  it('drops path parts a server might send', () => {
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
});
