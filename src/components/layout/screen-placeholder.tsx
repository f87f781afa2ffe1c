export interface ScreenPlaceholderProps {
  /** Says plainly that the screen is not built yet (area wording). */
  title: string;
  /** What the finished screen will let the user do. */
  description: string;
}

/** Honest body of a screen whose functions are not built yet; route, title and trail are final. */
export function ScreenPlaceholder({ title, description }: ScreenPlaceholderProps) {
  return (
    <section className="rounded-lg border border-dashed border-border bg-surface p-8">
      <h2 className="text-base font-medium text-fg">{title}</h2>
      <p className="mt-2 max-w-prose text-sm text-fg-muted">{description}</p>
    </section>
  );
}
