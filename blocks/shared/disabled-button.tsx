interface DisabledActionProps {
  label: string;
  reason: string;
  className?: string;
}

/** An action that cannot be taken (a sold-out buy button): a real disabled button that says why. */
export function DisabledAction({ label, reason, className = '' }: DisabledActionProps) {
  return (
    <button
      type="button"
      disabled
      className={`inline-flex cursor-not-allowed items-center gap-2 rounded-full bg-ink/10 px-6 py-3 font-semibold text-ink/50 ${className}`}
    >
      {label}
      <span className="sr-only"> ({reason})</span>
    </button>
  );
}
