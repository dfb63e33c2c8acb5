/**
 * The full-screen loading indicator (spec: 'Loading application...', 'Checking authentication...',
 * 'Initializing application...'). It takes the text as a prop because it also shows before the
 * translations have loaded.
 */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background"
      role="status"
      aria-live="polite"
    >
      <div
        className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
        aria-hidden="true"
      />
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
