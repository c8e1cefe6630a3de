import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { OrderReport } from '../components/order-report';

/**
 * /admin/orders/:id/report: one order's report on a page of its own (reached from the month's
 * report; the production console's order page shows the same component).
 */
export function OrderReportPage() {
  const { id = '' } = useParams();
  return (
    <div className="grid gap-4">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/reports">
            <ArrowLeft aria-hidden="true" />
            Reports
          </Link>
        </Button>
      </div>
      <OrderReport orderId={id} />
    </div>
  );
}
