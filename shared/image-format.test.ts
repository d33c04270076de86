import { chooseFormat } from './image-format.mjs';

describe("the image proxy's choice of format", () => {
  it('makes WebP for a browser whose Accept header takes it, whatever else it lists', () => {
    expect(chooseFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(chooseFormat('IMAGE/WEBP;q=0.5')).toBe('webp');
  });

  it("keeps the source's format for a browser that does not name WebP, or refuses it", () => {
    expect(chooseFormat('image/avif,image/*,*/*;q=0.8')).toBe('source');
    expect(chooseFormat('image/webp;q=0, image/*')).toBe('source');
    expect(chooseFormat('')).toBe('source');
    expect(chooseFormat(null)).toBe('source');
    expect(chooseFormat(undefined)).toBe('source');
  });
});
