const paths: Record<string, string> = {
  tick: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  clock: 'M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  calendar: 'M4 7h16M8 3v4m8-4v4M5 5h14v15H5z',
  location: 'M12 21s7-6.2 7-11a7 7 0 10-14 0c0 4.8 7 11 7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  ticket: 'M4 8a2 2 0 002-2h12a2 2 0 002 2v8a2 2 0 00-2 2H6a2 2 0 00-2-2z',
};

const spoken: Record<string, string> = { tick: 'Yes', cross: 'No' };

interface ContentIconProps {
  /** The content's icon_select value: 'Tick', 'Cross', 'None' or an icon name. */
  name: string | undefined;
  /** Decorative when the text beside it already says what it means. */
  decorative?: boolean;
  className?: string;
}

/** An icon chosen in content; 'None' or no value shows nothing, an unknown name a plain dot. */
export function ContentIcon({ name, decorative = true, className = 'h-5 w-5' }: ContentIconProps) {
  const key = name?.trim().toLowerCase();
  if (!key || key === 'none') return null;
  const label = spoken[key] ?? name;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {paths[key] ? <path d={paths[key]} /> : <circle cx="12" cy="12" r="4" fill="currentColor" />}
    </svg>
  );
}
