import { Spinner } from '../../components/ui/spinner';

/** Shown while the first page's code loads. */
export function RouteLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner className="size-6 text-muted-foreground" />
    </div>
  );
}
