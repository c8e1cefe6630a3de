import { CREDIT_PACKAGES, type CreditPackage } from '@shared/pricing';
import { Coins } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { PopupBlockedNotice } from './popup-blocked-notice';
import { useCreditCheckout } from './use-credit-checkout';

interface PackageButtonProps {
  creditPackage: CreditPackage;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One package: the whole row is the button that starts its checkout. */
function PackageButton({ creditPackage, busy, disabled, onChoose }: PackageButtonProps) {
  const { credits, priceCents, note } = creditPackage;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={`Buy ${formatCredits(credits)} credits for ${formatPrice(priceCents)}`}
        className="flex w-full items-center justify-between gap-4 rounded-lg border border-border bg-background px-4 py-3 text-left transition-[border-color,background-color,box-shadow] duration-150 hover:border-brand hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-background"
      >
        <span className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-md bg-brand-soft text-brand">
            <Coins className="size-4" aria-hidden="true" />
          </span>
          <span className="grid">
            <span className="font-semibold tabular-nums">{formatCredits(credits)} credits</span>
            {note && (
              <Badge variant="success" className="mt-1">
                {note}
              </Badge>
            )}
          </span>
        </span>
        <span className="text-right">
          <span className="block text-lg font-semibold tabular-nums">
            {formatPrice(priceCents)}
          </span>
          <span className="block text-xs text-muted-foreground" aria-hidden="true">
            {busy ? 'Opening checkout...' : 'Buy'}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * "Purchase Credits", shared by every screen: the spec's packages; choosing one asks the
 * server for a checkout and opens it in a new tab. The credits arrive through the payment
 * event, and the balance (and a toast) follow live, so once the tab is open the dialog closes
 * to let the balance show; after a blocked popup it stays, with the link.
 */
export function PurchaseCreditsDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { buy, pendingCredits, blockedUrl } = useCreditCheckout();
  const choose = async (credits: number) => {
    if (await buy(credits)) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Purchase Credits</DialogTitle>
          <DialogDescription>
            Choose a package. Checkout opens in a new tab; your balance updates here once the
            payment goes through.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {CREDIT_PACKAGES.map((creditPackage) => (
            <PackageButton
              key={creditPackage.credits}
              creditPackage={creditPackage}
              busy={pendingCredits === creditPackage.credits}
              disabled={pendingCredits !== null}
              onChoose={() => void choose(creditPackage.credits)}
            />
          ))}
        </ul>
        {blockedUrl && <PopupBlockedNotice url={blockedUrl} />}
      </DialogContent>
    </Dialog>
  );
}
