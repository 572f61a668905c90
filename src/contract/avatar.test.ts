import { AVATAR_MAX_BYTES, describeAvatarFileError, fitWithin } from './avatar';
import { maskMobile } from '../utils/format';

describe('avatar files', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(describeAvatarFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(describeAvatarFileError({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(describeAvatarFileError({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('says why other files are refused', () => {
    expect(describeAvatarFileError({ type: 'image/gif', size: 10 })).toBe(
      '头像仅支持 PNG、JPG、WebP 格式的图片',
    );
    expect(describeAvatarFileError({ type: 'text/plain', size: 10 })).toMatch(/仅支持/);
    expect(describeAvatarFileError({ type: '', size: 10 })).toMatch(/仅支持/);
    expect(describeAvatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      '图片不能超过 2 MB',
    );
    expect(describeAvatarFileError({ type: 'image/png', size: 0 })).toBe(
      '图片文件是空的，请重新选择',
    );
  });

  it('scales large images down into the square, keeping their shape, and never up', () => {
    expect(fitWithin(1024, 512)).toEqual({ width: 256, height: 128 });
    expect(fitWithin(300, 1200, 256)).toEqual({ width: 64, height: 256 });
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 });
    expect(fitWithin(5000, 1)).toEqual({ width: 256, height: 1 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
  });
});

describe('maskMobile', () => {
  it('hides the middle of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('12345678')).toBe('****5678');
    expect(maskMobile(undefined)).toBe('未绑定');
  });
});
