import { describe, expect, it } from 'vitest';
import { choosePhotos, MAX_PHOTO_BYTES, photoFileIssue } from './photo-input';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('maintenance photos checked before sending (issue 24 item 5)', () => {
  it('takes PNG, JPEG and WebP up to 10 MB', () => {
    expect(photoFileIssue(file('a.png', 'image/png'))).toBeNull();
    expect(photoFileIssue(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoFileIssue(file('a.pdf', 'application/pdf'))).toBe('maintenance:photos.wrongType');
    expect(photoFileIssue(file('a.heic', 'image/heic'))).toBe('maintenance:photos.wrongType');
    expect(photoFileIssue(file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe(
      'maintenance:photos.tooLarge',
    );
    expect(photoFileIssue(file('empty.png', 'image/png', 0))).toBe('maintenance:photos.empty');
  });

  it('adds the good ones to those chosen, up to the limit, and says why the others are not', () => {
    const { photos, refused } = choosePhotos(
      [file('1.png', 'image/png')],
      [file('2.png', 'image/png'), file('doc.pdf', 'application/pdf'), file('3.webp', 'image/webp')],
      2,
    );
    expect(photos.map((photo) => photo.name)).toEqual(['1.png', '2.png']);
    expect(refused).toEqual([
      { name: 'doc.pdf', issue: 'maintenance:photos.wrongType' },
      { name: '3.webp', issue: 'maintenance:photos.tooMany' },
    ]);
  });
});
