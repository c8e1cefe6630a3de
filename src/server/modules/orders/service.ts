import type { Database } from '../../db/client.js';
import { orderSummaryDto } from './dto.js';
import { listOwnOrders, orderCounts } from './repo.js';

export interface OrdersDeps {
  database: Database;
}

/** The client's orders: each read scoped to its owner. */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  async list(userId: string) {
    const { db } = this.deps.database;
    const rows = await listOwnOrders(db, userId);
    const counts = await orderCounts(
      db,
      rows.map((row) => row.id),
    );
    return { orders: rows.map((row) => orderSummaryDto(row, counts.get(row.id)!)) };
  }
}
