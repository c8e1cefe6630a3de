import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { CREDIT_PACKAGES, type CreditPackage } from '@shared/pricing';
import { formatCredits, formatPrice } from '../../lib/credit-packages';
import { Badge } from '../ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';

function PackageRow({ credits, priceCents, note }: CreditPackage) {
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-border bg-background px-4 py-3">
      <div className="flex items-center gap-3">
        <span className="grid size-9 place-items-center rounded-md bg-brand-soft text-brand">
          <Coins className="size-4" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold tabular-nums">{formatCredits(credits)} credits</p>
          {note && (
            <Badge variant="success" className="mt-1">
              {note}
            </Badge>
          )}
        </div>
      </div>
      <p className="text-lg font-semibold tabular-nums">{formatPrice(priceCents)}</p>
    </li>
  );
}

/**
 * "Purchase Credits", shared by every screen. It lists the spec's packages; buying one needs
 * the checkout from the billing module, which is not built yet, so nothing here pretends to
 * sell anything.
 */
export function PurchaseCreditsDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Purchase Credits</DialogTitle>
          <DialogDescription>Credit packages</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {CREDIT_PACKAGES.map((creditPackage) => (
            <PackageRow key={creditPackage.credits} {...creditPackage} />
          ))}
        </ul>
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
          Checkout is coming with billing. Packages cannot be bought yet.
        </p>
      </DialogContent>
    </Dialog>
  );
}
