export interface BlockOutlineProps {
  kind: string;
  title?: string | undefined;
  text?: string | undefined;
}

// Until every block has its component, a block shows as a labelled outline of what it holds.
export function BlockOutline({ kind, title, text }: BlockOutlineProps) {
  return (
    <section className="mx-auto my-6 max-w-5xl rounded-lg border border-turf-100 bg-white px-5 py-4 shadow-sm">
      <p className="text-xs font-bold tracking-widest text-turf-600 uppercase">{kind}</p>
      {title ? <h2 className="mt-1 text-xl font-semibold">{title}</h2> : null}
      {text ? <p className="mt-2 line-clamp-3 text-ink/80">{text}</p> : null}
    </section>
  );
}
