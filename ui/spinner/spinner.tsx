// Spinners are 60 px unless set; the video player's is 100.
export const SPINNER_SIZE = 60;
export const VIDEO_SPINNER_SIZE = 100;

interface SpinnerProps {
  size?: number | undefined;
  /** What is loading, for screen readers. */
  label?: string | undefined;
  className?: string | undefined;
}

/** A ring that turns while something loads; still, with its label, when motion is reduced. */
export function Spinner({ size = SPINNER_SIZE, label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 50 50"
        aria-hidden="true"
        className="animate-spin text-gold-500 motion-reduce:animate-none"
      >
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="5"
        />
        <path
          d="M25 5a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
