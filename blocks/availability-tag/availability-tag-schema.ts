import { z } from 'zod';

export type Availability = 'Sold Out' | 'Low Availability';

export interface AvailabilityTagProps {
  availability: Availability | undefined;
}

function availabilityOf(value: string | null | undefined): Availability | undefined {
  const key = value?.trim().toLowerCase();
  if (key === 'sold out') return 'Sold Out';
  if (key === 'low availability') return 'Low Availability';
  return undefined;
}

/** `[{ availabilityTag_select }]`: the first entry's value; any other value, or none, shows no tag. */
export const availabilityCustom = z
  .array(z.object({ availabilityTag_select: z.string().nullish() }))
  .nullish()
  .transform((value) => availabilityOf(value?.[0]?.availabilityTag_select));

/** availability-tag: customContent is an array, `[{ availabilityTag_select: 'Sold Out' | 'Low Availability' }]`. */
// A single object (not wrapped in an array) is read the same way.
export const availabilityTagSchema = z
  .object({
    customContent: z.union([
      availabilityCustom,
      z
        .object({ availabilityTag_select: z.string().nullish() })
        .transform((value) => availabilityOf(value.availabilityTag_select)),
    ]),
  })
  .transform(({ customContent }): AvailabilityTagProps => ({ availability: customContent }));
