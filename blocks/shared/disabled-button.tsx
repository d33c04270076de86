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
      className={`inline-flex cursor-not-allowed items-center gap-2 rounded-full px-6 py-3 font-semibold ${
        onDark ? 'bg-cream/10 text-cream/60 ring-1 ring-cream/25' : 'bg-ink/10 text-ink/50'
      } ${className}`}
    >
      {label}
      <span className="sr-only"> ({reason})</span>
    </button>
  );
}
