interface DisabledActionProps {
  label: string;
  reason: string;
  className?: string;
  /** On a dark card (the royal meeting's navy), drawn in cream so it still reads as a button. */
  onDark?: boolean | undefined;
}

/** An action that cannot be taken (a sold-out buy button): a real disabled button that says why. */
export function DisabledAction({ label, reason, className = '', onDark = false }: DisabledActionProps) {
  return (
    <button
      type="button"
      disabled
      className={`btn ${
        onDark ? 'bg-cream/10 text-cream/60 ring-1 ring-cream/25' : 'bg-ink/10 text-ink/60'
      } ${className}`}
    >
      {label}
      <span className="sr-only"> ({reason})</span>
    </button>
  );
}
