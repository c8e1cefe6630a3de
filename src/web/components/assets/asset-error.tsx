import type { ReactNode } from 'react';

/** Why a picture could not be made: the server's error text, as received. */
export function AssetError({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-destructive/10 px-3 py-2 text-xs text-destructive">{children}</p>
  );
}
