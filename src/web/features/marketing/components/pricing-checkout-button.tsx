import type { PlanTier } from '@shared/plans';
import type { ReactNode } from 'react';
import { PopupBlockedNotice } from '../../../components/credits/popup-blocked-notice';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { usePublicPlanCheckout } from '../hooks/use-public-plan-checkout';

interface PricingCheckoutButtonProps {
  tier: PlanTier;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * A button that starts the plan's checkout (spec: 'Processing...' while it runs, then a new
 * tab), with the blocked-popup message and link under it when the browser blocked the tab.
 */
export function PricingCheckoutButton({
  tier,
  children,
  variant = 'default',
  className,
}: PricingCheckoutButtonProps) {
  const checkout = usePublicPlanCheckout(tier);
  return (
    <div className="grid gap-3">
      <Button
        size="lg"
        variant={variant}
        className={className}
        onClick={() => void checkout.start()}
        disabled={checkout.isProcessing}
        aria-busy={checkout.isProcessing || undefined}
      >
        {checkout.isProcessing ? checkout.processingLabel : children}
      </Button>
      {checkout.blockedUrl && <PopupBlockedNotice url={checkout.blockedUrl} />}
    </div>
  );
}
