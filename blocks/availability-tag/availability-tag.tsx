import type { Availability, AvailabilityTagProps } from './availability-tag-schema';

const styles: Record<Availability, string> = {
  'Sold Out': 'bg-alert text-white',
  'Low Availability': 'bg-gold-400 text-turf-950',
};

// Warning triangle for Sold Out, a clock counting down for Low Availability.
const icons: Record<Availability, string> = {
  'Sold Out': 'M12 3l9.5 17h-19L12 3zm0 6.5v5m0 3v.01',
  'Low Availability': 'M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z',
};

/** 'Sold Out' with a warning icon, 'Low Availability' with a countdown icon, else nothing. */
export function AvailabilityTag({ availability }: AvailabilityTagProps) {
  if (!availability) return null;
  return (
    <span
      data-availability={availability}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${styles[availability]}`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-4 w-4"
        aria-hidden="true"
      >
        <path d={icons[availability]} />
      </svg>
      {availability}
    </span>
  );
}

/** The availability-tag block on its own. */
export function AvailabilityTagBlock(props: AvailabilityTagProps) {
  if (!props.availability) return null;
  return (
    <div className="container-page my-4">
      <AvailabilityTag {...props} />
    </div>
  );
}
