import { z } from 'zod';

export interface AdSize {
  width: number;
  height: number;
}

/** An advert block (platforms, ad network code, ad unit name), parsed. */
export interface AdvertProps {
  /** An advert renders only when its platforms include WEB. */
  onWeb: boolean;
  /** The ad network code (sourceSystemId). */
  networkCode: string;
  /** The ad unit's name (content). */
  adUnit: string;
  /** The slot reserved for the unit: on small screens, and from 768px up. */
  size: { mobile: AdSize; desktop: AdSize };
}

const MPU: AdSize = { width: 300, height: 250 };

// The slot of a standard unit, known from its name; any other unit gets a medium rectangle (MPU).
const standardSizes: { pattern: RegExp; mobile: AdSize; desktop: AdSize }[] = [
  { pattern: /leaderboard/i, mobile: { width: 320, height: 50 }, desktop: { width: 728, height: 90 } },
  { pattern: /billboard/i, mobile: { width: 320, height: 100 }, desktop: { width: 970, height: 250 } },
  { pattern: /half[-_]?page/i, mobile: MPU, desktop: { width: 300, height: 600 } },
  { pattern: /mpu|rectangle/i, mobile: MPU, desktop: MPU },
];

function sizeOf(adUnit: string): AdvertProps['size'] {
  const known = standardSizes.find(({ pattern }) => pattern.test(adUnit));
  return known ? { mobile: known.mobile, desktop: known.desktop } : { mobile: MPU, desktop: MPU };
}

/**
 * ADVERT: `platforms` is a list (a single string is malformed), the network code and unit are needed.
 * The platform check is exact, as every pack advert spells it: 'WEB'.
 */
export const advertSchema = z
  .object({
    platforms: z.array(z.string()),
    sourceSystemId: z.string().trim().min(1),
    content: z.string().trim().min(1),
  })
  .transform(({ platforms, sourceSystemId, content }): AdvertProps => ({
    onWeb: platforms.includes('WEB'),
    networkCode: sourceSystemId,
    adUnit: content,
    size: sizeOf(content),
  }));
