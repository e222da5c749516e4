import { describe, expect, it } from 'vitest';
import { mediaUrl } from './ShotTab';

describe('mediaUrl', () => {
  it('keeps a complete url (picDataType 0) and prefixes the media host otherwise', () => {
    expect(mediaUrl({ type: 0, picDataType: 0, url: 'https://cdn.example/a.jpg' }, 'https://rw')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(mediaUrl({ type: 0, picDataType: 1, url: 'mediaFile?id=7' }, 'https://rw')).toBe(
      'https://rw/api/alarm/mediaFile?id=7',
    );
  });
});
